/**
 * How a query builder puts a value in its SQL: as itself (a parameter of this one query) or as a
 * named placeholder, so that the same builder also makes the query of a shape that is prepared once
 * (db/prepared-shapes.ts) and bound on every call.
 */
import { Placeholder } from 'drizzle-orm';

export type Bind = <T>(name: string, value: T) => T | Placeholder<string, T>;

export const literal: Bind = (_name, value) => value;

export const placeholder: Bind = <T>(name: string, _value: T) => new Placeholder<string, T>(name);
