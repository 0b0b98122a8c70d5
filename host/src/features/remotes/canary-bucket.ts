// Which browsers see a remote's canary: each browser draws a bucket 0–99 once and keeps it
// (localStorage), and is in a canary of N % when its bucket is below N. The same browser therefore
// keeps its version across reloads and tabs, and a canary raised from 10 to 50 % keeps its first
// 10 %. No shared package here: early-start.ts runs it before the async boundary.
const bucketKey = 'fidelidade:canario';
let memoryBucket: number | undefined;

/** A uniform integer 0–99 (bytes ≥ 200 are drawn again, so no bucket is likelier than another). */
function drawBucket(): number {
  const byte = new Uint8Array(1);
  do crypto.getRandomValues(byte);
  while ((byte[0] ?? 255) >= 200);
  return (byte[0] ?? 0) % 100;
}

function parseBucket(stored: string | null): number | undefined {
  if (stored === null || !/^\d{1,2}$/.test(stored)) return undefined;
  return Number(stored);
}

/** This browser's bucket, drawn on first use; kept in memory when storage is unavailable. */
export function canaryBucket(): number {
  if (memoryBucket !== undefined) return memoryBucket;
  try {
    const stored = parseBucket(localStorage.getItem(bucketKey));
    if (stored !== undefined) return stored;
    const drawn = drawBucket();
    localStorage.setItem(bucketKey, String(drawn));
    return drawn;
  } catch {
    memoryBucket = drawBucket();
    return memoryBucket;
  }
}

/** Whether this browser is in a canary shown to `percent` % of sessions. */
export function inCanary(percent: number): boolean {
  return canaryBucket() < percent;
}
