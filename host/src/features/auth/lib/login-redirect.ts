/**
 * Where the sign-in page sends the user back to (docs/product.md §2.1, §4): `?next=` carries the
 * screen that was open when the session ended or was missing, and `?motivo=sessao-expirada` says the
 * session expired. Only a path of this app is followed, never another origin.
 */

export const NEXT_PARAM = 'next';
export const REASON_PARAM = 'motivo';
export const EXPIRED_REASON = 'sessao-expirada';
export const expiredMessage = 'Sua sessão expirou. Entre novamente.';

const isControl = (char: string) => char.charCodeAt(0) < 0x20 || char.charCodeAt(0) === 0x7f;

// Any origin will do: it only tells whether a path stays on the origin it is resolved against.
const PROBE_ORIGIN = 'https://app.invalid';

/**
 * `raw` when it is a path of the back office (`/admin` or below, with its query and hash); null for
 * anything else: other origins (`//evil`, `https:…`, `/\evil`, `javascript:`), control characters,
 * backslashes, paths outside /admin (the sign-in page itself) and dot segments that climb out of it.
 */
export function safeNextPath(raw: string | null | undefined): string | null {
  if (!raw || raw.length > 2000 || !raw.startsWith('/')) return null;
  // Browsers read a backslash as a slash (`/\evil` is `//evil`); control characters are stripped.
  if (raw.includes('\\') || [...raw].some(isControl)) return null;
  if (raw.startsWith('//')) return null;
  let url: URL;
  try {
    url = new URL(raw, PROBE_ORIGIN);
  } catch {
    return null;
  }
  if (url.origin !== PROBE_ORIGIN) return null;
  if (url.pathname !== '/admin' && !url.pathname.startsWith('/admin/')) return null;
  return `${url.pathname}${url.search}${url.hash}`;
}

/** The screen a sign-in page at `path` already returns to, if `path` is the sign-in page. */
function nextOfLoginPage(path: string): string | null {
  const url = new URL(path, PROBE_ORIGIN);
  return url.pathname === '/auth/login' ? safeNextPath(url.searchParams.get(NEXT_PARAM)) : null;
}

/**
 * The sign-in page that returns to `from` (when it is a path of the app), saying why when it expired.
 * From the sign-in page itself it keeps the screen that page returns to: several requests refused at
 * once each report the expiry, and the later ones run after the first has already left the screen.
 */
export function loginPathFor(from: string, expired: boolean): string {
  const params = new URLSearchParams();
  if (expired) params.set(REASON_PARAM, EXPIRED_REASON);
  const next = safeNextPath(from) ?? nextOfLoginPage(from);
  if (next) params.set(NEXT_PARAM, next);
  const query = params.toString();
  return query ? `/auth/login?${query}` : '/auth/login';
}

// Set when the API refused the session (the refresh failed) and read by the redirect that follows:
// both the expiry handler and the route guard send to the sign-in page, and both must say why.
let expiredFlag = false;

export function markSessionExpired(): void {
  expiredFlag = true;
}

/** Whether the session just expired; a new sign-in clears it. */
export function sessionExpired(): boolean {
  return expiredFlag;
}

export function clearSessionExpired(): void {
  expiredFlag = false;
}
