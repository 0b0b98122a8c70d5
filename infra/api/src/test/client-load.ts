/** One request the clients made: its answer's status, or null when the connection itself failed. */
export interface Outcome {
  method: string;
  path: string;
  startedAt: number;
  endedAt: number;
  status: number | null;
}

export interface ClientLoad {
  outcomes: Outcome[];
  /** Ids of the redemptions answered 201: each must be in the database afterwards. */
  acked: number[];
  /** Requests sent and not yet answered, now. */
  inFlight: () => number;
  /** Lets every client finish its current request, then resolves. */
  stop: () => Promise<void>;
}

/**
 * Customers of the app through one base URL (the gateway), each in a loop: redeem an offer (a write
 * acknowledged with its id), list the offers, list the vouchers. Failures are recorded, never thrown:
 * the test judges them afterwards.
 */
export function startClientLoad(base: string, tokens: readonly string[], offerId: number): ClientLoad {
  const outcomes: Outcome[] = [];
  const acked: number[] = [];
  let inFlight = 0;
  let running = true;

  async function request(method: string, path: string, token: string, body?: object) {
    const startedAt = Date.now();
    inFlight += 1;
    let status: number | null = null;
    let answer: unknown = null;
    try {
      const response = await fetch(`${base}${path}`, {
        method,
        headers: {
          authorization: `Bearer ${token}`,
          ...(body ? { 'content-type': 'application/json' } : {}),
        },
        ...(body ? { body: JSON.stringify(body) } : {}),
      });
      status = response.status;
      answer = await response.json().catch(() => null);
    } catch {
      // The connection failed (status stays null).
    } finally {
      inFlight -= 1;
    }
    outcomes.push({ method, path, startedAt, endedAt: Date.now(), status });
    return { status, answer };
  }

  async function client(token: string) {
    while (running) {
      const redeemed = await request('POST', '/api/v1/loyalty/offers/redeem/', token, { offer_id: offerId });
      const answer = redeemed.answer;
      if (redeemed.status === 201 && typeof answer === 'object' && answer !== null && 'id' in answer)
        acked.push(Number(answer.id));
      await request('GET', '/api/v1/loyalty/offers/', token);
      await request('GET', '/api/v1/loyalty/vouchers/', token);
    }
  }

  const clients = tokens.map((token) => client(token));
  return {
    outcomes,
    acked,
    inFlight: () => inFlight,
    stop: async () => {
      running = false;
      await Promise.all(clients);
    },
  };
}
