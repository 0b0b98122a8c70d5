import { applyFilters, type FilterSpec, matchesFilter } from './client-filters';

it('text is a case- and accent-insensitive substring, exact is exact, substring also matches digits of masks', () => {
  expect(matchesFilter('text', 'Avenida Paulista', 'PAUL')).toBe(true);
  expect(matchesFilter('text', 'São Paulo', 'são')).toBe(true);
  expect(matchesFilter('text', 'São Paulo', 'sao paulo')).toBe(true);
  expect(matchesFilter('text', 'Concessionária Conceição', 'CONCEICAO')).toBe(true);
  expect(matchesFilter('text', 'Rua Augusta', 'augustá')).toBe(true);
  expect(matchesFilter('text', 'Rua Augusta', 'paulista')).toBe(false);
  expect(matchesFilter('exact', 'SP', 'SP')).toBe(true);
  expect(matchesFilter('exact', 'SP', 'S')).toBe(false);
  expect(matchesFilter('substring', '01310-930', '01310')).toBe(true);
  expect(matchesFilter('substring', '12.345.678/0001-95', '345678')).toBe(true);
  expect(matchesFilter('substring', '12.345.678/0001-95', '999')).toBe(false);
  expect(matchesFilter('substring', '01310-930', 'abc')).toBe(false);
});

interface Row {
  address: string;
  city: string;
  state: string;
}
const rows: Row[] = [
  { address: 'Av. Paulista, 1000', city: 'São Paulo', state: 'SP' },
  { address: 'Rua XV', city: 'Curitiba', state: 'PR' },
  { address: 'Rua Augusta', city: 'São Paulo', state: 'SP' },
];
const specs: FilterSpec<Row, 'search' | 'state'>[] = [
  { key: 'search', kind: 'text', value: (row) => [row.address, row.city] },
  { key: 'state', kind: 'exact', value: (row) => row.state },
];

it('combines every non-empty filter', () => {
  expect(applyFilters(rows, specs, { search: '', state: '' })).toHaveLength(3);
  expect(applyFilters(rows, specs, { search: 'rua', state: '' })).toHaveLength(2);
  expect(applyFilters(rows, specs, { search: 'rua', state: 'SP' })).toEqual([rows[2]]);
  expect(applyFilters(rows, specs, { search: 'curitiba', state: 'SP' })).toEqual([]);
});
