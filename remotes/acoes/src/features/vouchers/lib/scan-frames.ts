import type { QrDecoder } from './qr-decoder';

/** About 6 reads a second: quick enough to feel instant, light enough for a phone's main thread. */
export const scanIntervalMs = 160;

/**
 * Reads the video's frames until one holds a QR code, then calls `onText` once. Returns the stop
 * function (the caller stops it when the user cancels or the screen goes away).
 */
export function scanFrames(
  video: HTMLVideoElement,
  decode: QrDecoder,
  onText: (text: string) => void,
): () => void {
  let stopped = false;
  let timer: ReturnType<typeof setTimeout> | undefined;
  const tick = async () => {
    if (stopped) return;
    if (video.readyState >= HTMLMediaElement.HAVE_CURRENT_DATA) {
      // A frame the decoder chokes on is just a frame without a code.
      const text = await decode(video).catch(() => null);
      if (stopped) return;
      if (text) {
        stopped = true;
        onText(text);
        return;
      }
    }
    timer = setTimeout(tick, scanIntervalMs);
  };
  void tick();
  return () => {
    stopped = true;
    clearTimeout(timer);
  };
}
