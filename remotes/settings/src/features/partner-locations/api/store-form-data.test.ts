import { storeFormData } from './store-form-data';

it('sends every field as text and the logo as a file, leaving null fields out', () => {
  const logo = new File(['png'], 'logo.png', { type: 'image/png' });
  const withLogo = storeFormData({ store_name: 'Loja', partner_id: 1, location_id: 2, store_logo: logo });
  expect(withLogo.get('partner_id')).toBe('1');
  expect((withLogo.get('store_logo') as File).name).toBe('logo.png');
  const without = storeFormData({ store_name: 'Loja', partner_id: 1, location_id: 2, store_logo: null });
  expect(without.has('store_logo')).toBe(false);
});
