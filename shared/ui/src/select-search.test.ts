import { selectSearch } from './select-search';

it('finds an option by its label ignoring case and accents', () => {
  const option = { label: 'Av. Paulista, 1000 - São Paulo - SP' };
  expect(selectSearch.filterOption('sao paulo', option)).toBe(true);
  expect(selectSearch.filterOption('SÃO', option)).toBe(true);
  expect(selectSearch.filterOption('curitiba', option)).toBe(false);
  expect(selectSearch.filterOption('x', undefined)).toBe(false);
});
