/**
 * Tells operators that a remote version failed in a real browser (the gateway logs it), so a
 * bad deploy is noticed even when the fallback version hides it from users.
 */
export function reportRemoteFailure(message: string, error: unknown) {
  console.error(message, error);
  const detail = error instanceof Error ? error.message : String(error);
  const body = JSON.stringify({
    message,
    detail,
    page: window.location.pathname,
    at: new Date().toISOString(),
  });
  try {
    navigator.sendBeacon?.('/remotes/failures', new Blob([body], { type: 'application/json' }));
  } catch {
    // Reporting must never break the screen.
  }
}
