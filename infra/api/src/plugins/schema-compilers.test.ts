import assert from 'node:assert/strict';
import { test } from 'node:test';
import Fastify from 'fastify';
import { serializerFactory } from './serializer.ts';
import { validatorFactory } from './validator.ts';

// Every app of a process shares its compiled validators and serializers (plugins/validator.ts,
// plugins/serializer.ts): the API suite builds an app per test file, and compiling some 400 schemas
// each time was a fifth of its CPU.

type Compile = (externals: object, options: object) => (route: object) => unknown;
const bodySchema = () => ({ type: 'object', properties: { name: { type: 'string' } }, required: ['name'] });

test('equal schema text compiles once per process: a body, a query and a response apart', () => {
  const validator = (part: string) =>
    (validatorFactory() as unknown as Compile)(
      {},
      {},
    )({
      schema: bodySchema(),
      method: 'POST',
      url: '/items',
      httpPart: part,
    });
  const serializer = () =>
    (serializerFactory() as unknown as Compile)(
      {},
      {},
    )({
      schema: bodySchema(),
      method: 'GET',
      url: '/items',
      httpStatus: '200',
    });
  assert.equal(validator('body'), validator('body'));
  assert.notEqual(validator('body'), validator('querystring'), 'a query is coerced, a body is not');
  assert.equal(serializer(), serializer());
});

test('apps built one after another validate and serialize as each route says', async () => {
  for (let i = 0; i < 2; i++) {
    const app = Fastify({
      schemaController: {
        compilersFactory: { buildValidator: validatorFactory(), buildSerializer: serializerFactory() },
      },
    });
    app.post(
      '/items/:id',
      {
        schema: {
          params: { type: 'object', properties: { id: { type: 'integer' } }, required: ['id'] },
          body: bodySchema(),
          response: {
            200: { type: 'object', properties: { id: { type: 'integer' }, name: { type: 'string' } } },
          },
        },
      },
      async (request) => ({
        ...(request.body as object),
        id: (request.params as { id: number }).id,
        extra: 1,
      }),
    );
    const ok = await app.inject({ method: 'POST', url: '/items/7', payload: { name: 'Café' } });
    assert.deepEqual(ok.json(), { id: 7, name: 'Café' }, 'only what the response schema names');
    const text = await app.inject({ method: 'POST', url: '/items/7', payload: { name: 1 } });
    assert.equal(text.statusCode, 400, 'a JSON body is not coerced');
    const hex = await app.inject({ method: 'POST', url: '/items/0x7', payload: { name: 'a' } });
    assert.equal(hex.statusCode, 400, 'params are read as decimal text only');
    await app.close();
  }
});
