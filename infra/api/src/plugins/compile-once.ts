/**
 * A cache of what a schema compiles to, for the whole process: Fastify builds validators and
 * serializers per app, and the API suite builds an app per test file (plugins/validator.ts,
 * plugins/serializer.ts). `key` must hold everything the result depends on (schema text, options).
 */
export function compileOncePerProcess<T>(): (key: string, compile: () => T) => T {
  const compiled = new Map<string, T>();
  return (key, compile) => {
    let result = compiled.get(key);
    if (result === undefined) {
      result = compile();
      compiled.set(key, result);
    }
    return result;
  };
}
