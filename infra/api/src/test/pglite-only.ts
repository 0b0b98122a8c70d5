/**
 * The options of a test or describe that runs on PGlite whatever database its suite is for: a PGlite
 * data directory or in-memory database it opens itself, or PGlite's own machinery (worker, prepared
 * statements, WAL). The PostgreSQL pass of the API suite (TEST_DATABASE_URL, src/test/run.ts) skips
 * it, saying why: `npm test` runs the PGlite pass first, where it ran unchanged.
 */
export const PGLITE_ONLY = {
  skip: process.env.TEST_DATABASE_URL ? 'PGlite only: the PGlite pass of the suite runs it' : false,
};
