import type { Answer } from './http.ts';

export type WriteKind = 'redeem' | 'offer' | 'feedback';

/** One operation of the realistic mix, drawn with probability weight / sum of weights. */
export interface Op {
  name: string;
  weight: number;
  run: () => Promise<Answer>;
  expect: number;
  /** Counted as an acknowledged write (its id is checked afterwards). */
  write?: WriteKind;
}

/** Ids of the writes the server acknowledged, checked against the database after the run. */
export type Acked = Record<WriteKind, number[]>;
