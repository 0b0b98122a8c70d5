// The process-test helpers live in src/test/server-process.ts; this path stays only for
// src/scale-out, whose imports its own rework updates (then this file goes).
export * from '../test/server-process.ts';
