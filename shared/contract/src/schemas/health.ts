import { type Static, Type } from 'typebox';

/** GET health/: the process answers. */
export const Health = Type.Object({ status: Type.String() });
export type Health = Static<typeof Health>;

/** GET ready/: the database answers ('ok'), or not ('unavailable' / 'error', with a 503). */
export const Ready = Type.Object({ status: Type.String(), database: Type.String(), driver: Type.String() });
export type Ready = Static<typeof Ready>;
