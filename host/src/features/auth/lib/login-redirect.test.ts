import { loginPathFor, safeNextPath } from './login-redirect';

describe('safeNextPath: only paths of this app (docs/product.md §2.1)', () => {
  it.each([
    '/admin/tables?tab=offers',
    '/admin/clientes/41?secao=vouchers#topo',
    '/admin',
    '/admin/settings?tab=users&search=mar%C3%ADa',
  ])('keeps %s', (path) => {
    expect(safeNextPath(path)).toBe(path);
  });

  it.each([
    null,
    '',
    '//evil.example',
    '///evil.example',
    '/\\evil.example',
    '\\\\evil.example',
    '/admin\\..\\..\\evil',
    'https://evil.example/admin',
    'https:evil.example',
    'http:/admin',
    'javascript:alert(1)',
    'admin/dashboard',
    '/auth/login',
    '/',
    '/admin/../auth/login',
    '/admin/..//evil.example',
    '/admin/%2e%2e/%2e%2e/x',
    '/admin/\t/evil',
    '/\u0000/admin',
    ` /admin`,
    `/admin/${'x'.repeat(2100)}`,
  ])('refuses %p', (path) => {
    expect(safeNextPath(path)).toBeNull();
  });

  it('normalises the dot segments it keeps', () => {
    expect(safeNextPath('/admin/x/../tables?tab=points')).toBe('/admin/tables?tab=points');
  });
});

describe('loginPathFor', () => {
  it('carries the screen and, on expiry, the reason', () => {
    expect(loginPathFor('/admin/tables?tab=offers', true)).toBe(
      '/auth/login?motivo=sessao-expirada&next=%2Fadmin%2Ftables%3Ftab%3Doffers',
    );
    expect(loginPathFor('/admin/dashboard', false)).toBe('/auth/login?next=%2Fadmin%2Fdashboard');
  });

  it('from the sign-in page, keeps the screen it returns to (a second refused request)', () => {
    const first = loginPathFor('/admin/tables?tab=offers&type=GIFT', true);
    expect(loginPathFor(first, true)).toBe(first);
    expect(loginPathFor('/auth/login?next=%2F%2Fevil.example', true)).toBe(
      '/auth/login?motivo=sessao-expirada',
    );
  });

  it('leaves out a place that is not a screen of the app', () => {
    expect(loginPathFor('/auth/login', false)).toBe('/auth/login');
    expect(loginPathFor('//evil.example', true)).toBe('/auth/login?motivo=sessao-expirada');
  });
});
