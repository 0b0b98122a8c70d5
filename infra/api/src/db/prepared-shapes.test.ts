import assert from 'node:assert/strict';
import { test } from 'node:test';
import { type Preparable, preparedShapes } from './prepared-shapes.ts';

/** A query that records how it was run: prepared under a name, or as it is. */
function recordingQuery(log: string[], shape: string): Preparable<string> {
  return {
    execute: async (values) => {
      log.push(`run ${shape} unnamed`);
      return `${shape}:${JSON.stringify(values)}`;
    },
    prepare: (name) => ({
      execute: async (values) => {
        log.push(`run ${shape} as ${name}`);
        return `${shape}:${JSON.stringify(values)}`;
      },
    }),
  };
}

test('a shape is built and prepared once, then only run with each call’s values', async () => {
  const log: string[] = [];
  const built: string[] = [];
  const shapes = preparedShapes({
    prefix: 'lista',
    keyOf: (shape: string) => shape,
    build: (shape: string) => {
      built.push(shape);
      return recordingQuery(log, shape);
    },
  });
  assert.equal(await shapes.execute('a', { x: 1 }), 'a:{"x":1}');
  assert.equal(await shapes.execute('a', { x: 2 }), 'a:{"x":2}');
  assert.equal(await shapes.execute('b', { x: 3 }), 'b:{"x":3}');
  assert.deepEqual(built, ['a', 'b']);
  assert.equal(shapes.size, 2);
  const names = log.map((line) => line.split(' as ')[1]);
  assert.match(names[0] ?? '', /^lista_[0-9a-f]{16}$/);
  assert.equal(names[0], names[1], 'one name per shape');
  assert.notEqual(names[0], names[2], 'another shape, another name');
});

test('past the bound, a new shape is built on each call and runs unnamed; kept shapes stay prepared', async () => {
  const log: string[] = [];
  let builds = 0;
  const shapes = preparedShapes({
    prefix: 'lista',
    keyOf: (shape: string) => shape,
    build: (shape: string) => {
      builds++;
      return recordingQuery(log, shape);
    },
    max: 1,
  });
  await shapes.execute('a', {});
  await shapes.execute('b', {});
  await shapes.execute('b', {});
  await shapes.execute('a', {});
  assert.equal(builds, 3);
  assert.equal(shapes.size, 1);
  assert.deepEqual(
    log.map((line) => line.replace(/_[0-9a-f]+$/, '')),
    ['run a as lista', 'run b unnamed', 'run b unnamed', 'run a as lista'],
  );
});
