import { type BackOfficeKind, backOfficeOps } from './back-office-ops.ts';
import { customerOps } from './customer-ops.ts';
import { call } from './http.ts';
import type { Acked, Op } from './op.ts';
import type { Recorder } from './recorder.ts';

export type SessionKind = BackOfficeKind | 'customer';

export interface SessionPlan {
  base: string;
  kind: SessionKind;
  /** Email (back-office) or CPF (customer). */
  login: string;
  password: string;
  offerId: number;
  until: number;
}

/** Signs in with an account; the token and the user of the answer, or null (recorded as a failure). */
export async function signIn(
  base: string,
  kind: SessionKind,
  login: string,
  password: string,
  rec: Recorder,
) {
  const url = kind === 'customer' ? '/api/v1/users/auth/login/' : '/api/v1/users/auth/admin-login/';
  // Customers sign in with their CPF (not every customer has an email).
  const answer = await call(
    base,
    'POST',
    url,
    undefined,
    kind === 'customer' ? { cpf: login, password } : { email: login, password },
  );
  if (answer.status !== 200) {
    rec.fail('login', `${login} → ${answer.status} ${JSON.stringify(answer.body)}`);
    return null;
  }
  const user = answer.body?.user as { id: number; dealership_associated: number | null };
  return { token: answer.body?.access as string, user };
}

/** Runs `ops` drawn by weight, one at a time, until the deadline. */
export async function runOps(ops: Op[], until: number, rec: Recorder, acked?: Acked) {
  const total = ops.reduce((sum, op) => sum + op.weight, 0);
  while (Date.now() < until) {
    const r = Math.random() * total;
    let acc = 0;
    const op =
      ops.find((o) => {
        acc += o.weight;
        return r < acc;
      }) ?? (ops[0] as Op);
    const started = performance.now();
    try {
      const res = await op.run();
      rec.record(op.name, performance.now() - started);
      if (res.status !== op.expect)
        rec.fail(op.name, `${res.status} ${JSON.stringify(res.body).slice(0, 200)}`);
      else if (op.write) acked?.[op.write].push(res.body?.id as number);
    } catch (err) {
      rec.fail(op.name, String(err));
    }
  }
}

/** One signed-in session of the realistic mix. */
export async function mixSession(plan: SessionPlan, rec: Recorder, acked: Acked) {
  const session = await signIn(plan.base, plan.kind, plan.login, plan.password, rec);
  if (!session) return;
  const ops =
    plan.kind === 'customer'
      ? customerOps(plan.base, session.token, plan.offerId)
      : await backOfficeOps(plan.base, session.token, plan.kind, session.user.dealership_associated);
  await runOps(ops, plan.until, rec, acked);
}
