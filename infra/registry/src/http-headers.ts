// Hashed files never change under their name; everything else (index.html, the host entry,
// remoteEntry.js, manifests) must be revalidated so a deploy or rollback shows at once.
const hashedFile = /\.[0-9a-f]{10}\.(js|css|png|svg|jpe?g|gif|webp|woff2?)$/;

export function cacheControlFor(url: string): string {
  const pathname = url.split('?')[0] ?? url;
  return hashedFile.test(pathname) ? 'public, max-age=31536000, immutable' : 'no-cache';
}

export const securityHeaders: Record<string, string> = {
  'x-content-type-options': 'nosniff',
  'x-frame-options': 'DENY',
  'referrer-policy': 'strict-origin-when-cross-origin',
  'permissions-policy': 'camera=(), microphone=(), geolocation=(self)',
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
