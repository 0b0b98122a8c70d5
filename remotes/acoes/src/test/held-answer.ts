// Test-only: submit again while the first request is still in flight (shared test helpers).
import { whenFirstWriteLeaves } from '@fidelidade/session/test-helpers';

export { heldAnswer, settleRequests as settle } from '@fidelidade/session/test-helpers';

/** `act` runs as the first POST is handed to fetch, before React knows the mutation is pending. */
export const whenFirstPostLeaves = (act: () => void) => whenFirstWriteLeaves('POST', act);
