// The browser's own Shape Detection API (Chrome on Android, ChromeOS, macOS): it decodes camera
// frames natively, so those phones never download the JavaScript decoder. Not in TypeScript's DOM
// lib yet, hence the minimal types.

interface DetectedBarcode {
  rawValue: string;
}

export interface QrDetector {
  detect(source: HTMLVideoElement): Promise<DetectedBarcode[]>;
}

interface BarcodeDetectorClass {
  new (options: { formats: string[] }): QrDetector;
  getSupportedFormats(): Promise<string[]>;
}

/** A native QR detector, or null where the browser has none (or none for QR codes). */
export async function nativeQrDetector(): Promise<QrDetector | null> {
  const Detector = (globalThis as { BarcodeDetector?: BarcodeDetectorClass }).BarcodeDetector;
  if (!Detector) return null;
  try {
    // Android without Play Services exposes the class but supports no format.
    const formats = await Detector.getSupportedFormats();
    return formats.includes('qr_code') ? new Detector({ formats: ['qr_code'] }) : null;
  } catch {
    return null;
  }
}
