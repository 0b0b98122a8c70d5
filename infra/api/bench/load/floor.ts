import { DEMO_ACCOUNTS } from '../../src/seed/index.ts';
import { call } from './http.ts';
import type { Recorder } from './recorder.ts';
import { runOps, signIn } from './session.ts';

/**
 * The floor's one request: a user read by primary key (ADMIN; there is no /users/me/), so each request
 * costs what every authenticated request pays (token check, the account lookup, serialisation) plus
 * one indexed row. The realistic mix is reported as a fraction of its throughput.
 */
export const FLOOR_OPERATION = 'GET users/{id}/, own record';

/**
 * `sessions` admin sessions, all signed in before the clock starts (sign-in is not what the floor
 * measures), then each hammering the floor request for `seconds`.
 */
export async function runFloor(base: string, sessions: number, seconds: number, rec: Recorder) {
  const admin = DEMO_ACCOUNTS.admin;
  const signed = await Promise.all(
    Array.from({ length: sessions }, () => signIn(base, 'admin', admin.email, admin.password, rec)),
  );
  const until = Date.now() + seconds * 1000;
  await Promise.all(
    signed.map((session) => {
      if (!session) return undefined;
      const url = `/api/v1/users/${session.user.id}/`;
      const op = {
        name: FLOOR_OPERATION,
        weight: 1,
        expect: 200,
        run: () => call(base, 'GET', url, session.token),
      };
      return runOps([op], until, rec);
    }),
  );
}
