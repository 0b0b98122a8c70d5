import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { unaccent } from '@electric-sql/pglite/contrib/unaccent';

/**
 * The extensions the migrations create (trigram search, accent-insensitive search): every PGlite
 * the API opens — the data directory, the worker thread's, the tests' template — loads these.
 */
export const PGLITE_EXTENSIONS = { pg_trgm, unaccent };
