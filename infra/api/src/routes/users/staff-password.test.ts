import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { cpfWithCheckDigits } from '../../domain/cpf.ts';
import { EMAILS, insertFixtures, PASSWORD } from '../../test/fixtures.ts';
import { accessToken, createTestContext, type TestContext } from '../../test/helpers.ts';
import { auth } from '../../test/loyalty-helpers.ts';

const CREATE = '/api/v1/users/create/';
const STAFF_SHORT = 'Usuários do painel precisam de uma senha com pelo menos 12 caracteres';
const COMMON = 'Esta senha é muito comum ou já apareceu em vazamentos de dados. Escolha outra.';
const CUSTOMER_SHORT = 'A senha deve ter pelo menos 6 caracteres';

/** docs/product.md §5.7: back-office accounts need 12 characters and an uncommon password. */
describe('staff password policy (users/create/, PUT users/{id}/)', () => {
  let ctx: TestContext;
  let fx: Awaited<ReturnType<typeof insertFixtures>>;
  let admin = '';
  let cpf = 700_000_000;
  before(async () => {
    ctx = await createTestContext();
    fx = await insertFixtures(ctx.db);
    admin = await accessToken(ctx.app, EMAILS.admin, PASSWORD);
  });
  after(() => ctx.close());

  const body = (userType: string, password: string, extra: Record<string, unknown> = {}) => ({
    cpf: cpfWithCheckDigits(String(cpf++).slice(-9)),
    full_name: 'Política de Senha',
    user_type: userType,
    password,
    password_confirm: password,
    is_staff: true,
    dealership_associated: fx.d1.id,
    partner: fx.p1.id,
    ...extra,
  });
  const create = (payload: object) =>
    ctx.app.inject({ method: 'POST', url: CREATE, headers: auth(admin), payload });

  test("a staff account with '123456' or 'senha123456' is refused with the staff minimum", async () => {
    for (const type of ['DEALERSHIP', 'PARCEIRO']) {
      for (const password of ['123456', 'senha123456']) {
        const res = await create(body(type, password));
        assert.equal(res.statusCode, 400, `${type} ${password}`);
        assert.deepEqual(res.json(), { password: [STAFF_SHORT] });
      }
    }
  });

  test('12 characters from the common-password list are refused, case ignored', async () => {
    for (const password of ['password1234', 'QWERTY123456', '1qaz2wsx3edc']) {
      const res = await create(body('DEALERSHIP', password));
      assert.equal(res.statusCode, 400, password);
      assert.deepEqual(res.json(), { password: [COMMON] });
    }
  });

  test('the §5.2 rules come first, the staff rules after the seven', async () => {
    const short = await create(body('PARCEIRO', '12345'));
    assert.deepEqual(short.json(), { password: [CUSTOMER_SHORT] });
    const mismatch = await create(body('PARCEIRO', '123', { password_confirm: 'abc' }));
    assert.deepEqual(Object.keys(mismatch.json()), ['password', 'password_confirm']);
    const noPartner = await create(body('PARCEIRO', 'senha123456', { partner: null }));
    assert.deepEqual(noPartner.json(), {
      password: [STAFF_SHORT],
      partner: ['Parceiro é obrigatório para usuários do tipo Parceiro'],
    });
  });

  test('a strong password creates the staff account; customers keep the 6-character rule', async () => {
    assert.equal((await create(body('DEALERSHIP', 'cavalo-bateria-grampo'))).statusCode, 201);
    assert.equal((await create(body('CLIENTE', '123456'))).statusCode, 201);
    assert.deepEqual((await create(body('CLIENTE', '12345'))).json(), { password: [CUSTOMER_SHORT] });
  });

  test('editing a staff account checks a new password the same way; blank keeps it', async () => {
    const created = await create(body('DEALERSHIP', 'cavalo-bateria-grampo-2'));
    const { id, cpf: userCpf } = created.json();
    const put = (password: string) =>
      ctx.app.inject({
        method: 'PUT',
        url: `/api/v1/users/${id}/`,
        headers: auth(admin),
        payload: body('DEALERSHIP', password, { cpf: userCpf }),
      });
    assert.deepEqual((await put('senha123456')).json(), { password: [STAFF_SHORT] });
    assert.deepEqual((await put('password1234')).json(), { password: [COMMON] });
    assert.equal((await put('')).statusCode, 200);
  });
});
