// Hashed files never change under their name, nor does anything inside a published remote version
// (`/remotes/<remote>/<version>/…`: the registry never overwrites a version, and its name carries the
// build's content hash), so its remoteEntry.js is not revalidated on every visit. Everything else
// (index.html, the host entry, the manifest that names the live versions) is revalidated so a deploy
// or rollback shows at once.
const hashedFile = /\.[0-9a-f]{10}\.(js|css|png|svg|jpe?g|gif|webp|woff2?)$/;
const versionedRemoteFile = /^\/remotes\/[^/]+\/[^/]+\/./;

export function cacheControlFor(url: string): string {
  const pathname = url.split('?')[0] ?? url;
  return hashedFile.test(pathname) || versionedRemoteFile.test(pathname)
    ? 'public, max-age=31536000, immutable'
    : 'no-cache';
}

export const securityHeaders: Record<string, string> = {
  'x-content-type-options': 'nosniff',
  'x-frame-options': 'DENY',
  'referrer-policy': 'strict-origin-when-cross-origin',
  // camera: the voucher counter reads QR codes with the device camera (our own pages only).
  'permissions-policy': 'camera=(self), microphone=(), geolocation=(self)',
  'content-security-policy': [
    "default-src 'self'",
    "script-src 'self' https://maps.googleapis.com",
    "style-src 'self' 'unsafe-inline' https://fonts.googleapis.com",
    "img-src 'self' data: blob: https://*.googleapis.com https://*.gstatic.com",
    "font-src 'self' data: https://fonts.gstatic.com",
    "connect-src 'self' https://maps.googleapis.com",
    "frame-ancestors 'none'",
    "base-uri 'self'",
    "form-action 'self'",
  ].join('; '),
};

/**
 * HSTS, sent only when the gateway sits behind TLS (`behindTls`): over plain http browsers ignore it,
 * and pinning `localhost` to https would break every other local server on that name.
 */
export const hstsHeader: Record<string, string> = {
  'strict-transport-security': 'max-age=31536000; includeSubDomains',
};

// Keys are `<uuid>.<ext>`: anything else is not quoted into a header (no quote or CRLF injection).
const safeFileName = /^[A-Za-z0-9._-]{1,200}$/;

/**
 * Uploaded files are user content: even a file that slipped past the image check must never run as
 * a page of our origin (sandboxed, no sub-resources, no sniffing), and it is shown, not downloaded.
 */
export function mediaHeaders(pathname: string): Record<string, string> {
  const name = pathname.slice(pathname.lastIndexOf('/') + 1);
  return {
    'content-security-policy': "sandbox; default-src 'none'",
    'x-content-type-options': 'nosniff',
    'content-disposition': safeFileName.test(name) ? `inline; filename="${name}"` : 'inline',
  };
}
