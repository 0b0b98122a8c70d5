import { nativeQrDetector } from './native-qr-detector';

/** Reads the QR code in the video's current frame: its text, or null when there is none. */
export type QrDecoder = (video: HTMLVideoElement) => Promise<string | null>;

/** jsQR's cost grows with the pixels: a voucher's QR fills much of the frame, 640 px is plenty. */
const maxFrameSide = 640;

export function frameSize(width: number, height: number): { width: number; height: number } {
  const scale = Math.min(1, maxFrameSide / Math.max(width, height, 1));
  return { width: Math.round(width * scale), height: Math.round(height * scale) };
}

/**
 * The decoder, loaded when the camera opens (never at page load): the browser's own detector where
 * there is one, else jsQR, fetched then as its own chunk from our server (no wasm, no worker, no
 * CDN: it runs under the strict CSP on machines without internet).
 */
export async function loadQrDecoder(): Promise<QrDecoder> {
  const native = await nativeQrDetector();
  if (native) return async (video) => (await native.detect(video))[0]?.rawValue || null;

  const { default: jsQR } = await import(/* webpackChunkName: "qr-decoder" */ 'jsqr');
  const canvas = document.createElement('canvas');
  const context = canvas.getContext('2d', { willReadFrequently: true });
  if (!context) throw new Error('canvas 2d indisponível');
  return async (video) => {
    const { width, height } = frameSize(video.videoWidth, video.videoHeight);
    if (width === 0 || height === 0) return null;
    canvas.width = width;
    canvas.height = height;
    context.drawImage(video, 0, 0, width, height);
    const frame = context.getImageData(0, 0, width, height);
    // Vouchers are dark on light: skipping the inverted pass halves the work per frame.
    return jsQR(frame.data, width, height, { inversionAttempts: 'dontInvert' })?.data || null;
  };
}
