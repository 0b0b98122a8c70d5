/**
 * Where the registry keeps its files. Everything the registry does goes through this interface, so
 * a local directory (the default, `local-storage.ts`) and an object store are interchangeable.
 *
 * How an object store (S3, GCS, Azure Blob) implements it, with the same guarantees:
 * - documents: one object each; a PUT replaces an object at once (readers get the old or the new
 *   body, never a mix), so `writeDocument` is a plain PUT.
 * - `putVersion`: upload each file under `<remote>/<version>/` with a create-only condition
 *   (`If-None-Match: *` on S3 and Azure, `ifGenerationMatch=0` on GCS) and `remoteEntry.js` last:
 *   a 412 means the version exists (return false, never overwrite), and a version whose upload was
 *   interrupted has no entry, so promote refuses it.
 * - `listVersions`: a listing with prefix `<remote>/` and delimiter `/`.
 * - `publishedAt`: the LastModified of `<remote>/<version>/remoteEntry.js` (uploaded last).
 * - `withLock`: a `.lock` object created with `If-None-Match: *` holding its owner and time,
 *   deleted on release with `If-Match: <its ETag>` (never someone else's). A process id means
 *   nothing across machines, so a stale lock is recognised by age only and taken over by
 *   overwriting it with `If-Match: <the stale ETag>`: of two takers only one can win.
 *   (Optimistic concurrency, a conditional PUT of `registry.json` retried on 412, would also do.)
 */

/** The two live documents: the operator's state (history, who and when) and the browsers' manifest. */
export type RegistryDocument = 'registry.json' | 'manifest.json';

export interface RegistryStorage {
  /** Where it lives, for messages: a directory or a bucket URL. */
  readonly location: string;
  /** The document's text, or undefined when it was never written. */
  readDocument(name: RegistryDocument): Promise<string | undefined>;
  /** Replaces the document atomically. */
  writeDocument(name: RegistryDocument, text: string): Promise<void>;
  /** The versions of a remote that were published. */
  listVersions(remote: string): Promise<string[]>;
  /** When a version was published (ms since the epoch), where the store knows it. */
  publishedAt?(remote: string, version: string): Promise<number | undefined>;
  /** One file of a published version, or undefined when it is not there. */
  readVersionFile(remote: string, version: string, file: string): Promise<Buffer | undefined>;
  /** Publishes a build directory as remote@version; false, with nothing written, when it exists. */
  putVersion(remote: string, version: string, sourceDir: string): Promise<boolean>;
  /** Runs `work` as the only writer of the documents, across processes. */
  withLock<T>(work: () => Promise<T>): Promise<T>;
}
