/**
 * The part of Node's global `WebAssembly` the API uses (db/pglite-wasm.ts). Node has the whole of it
 * at run time, but @types/node does not declare it: TypeScript's declarations live in lib.dom, which
 * a server has no business including. PGlite's own typings name `WebAssembly.Module` too.
 */
declare namespace WebAssembly {
  interface ModuleExportDescriptor {
    name: string;
    kind: 'function' | 'global' | 'memory' | 'table' | 'tag';
  }
  class Module {
    private constructor();
    static exports(module: Module): ModuleExportDescriptor[];
  }
  function compile(bytes: Uint8Array): Promise<Module>;
}
