import { nativeQrDetector } from './native-qr-detector';
import { frameSize } from './qr-decoder';

function install(formats: () => Promise<string[]>) {
  Object.defineProperty(globalThis, 'BarcodeDetector', {
    configurable: true,
    value: class {
      static getSupportedFormats = formats;
      constructor(readonly options: { formats: string[] }) {}
      detect = async () => [];
    },
  });
}

afterEach(() => Reflect.deleteProperty(globalThis, 'BarcodeDetector'));

describe('the browser’s own QR detector', () => {
  it('is used where the browser has one that reads QR codes', async () => {
    install(async () => ['ean_13', 'qr_code']);
    expect(await nativeQrDetector()).toMatchObject({ options: { formats: ['qr_code'] } });
  });

  it.each([
    ['absent', null],
    ['without QR support (Android without Play Services)', async () => []],
    ['failing', async () => Promise.reject(new Error('indisponível'))],
  ])('is not used when %s: jsQR is', async (_name, formats) => {
    if (formats) install(formats);
    expect(await nativeQrDetector()).toBeNull();
  });
});

describe('frames handed to jsQR', () => {
  it('are scaled so the longest side is at most 640 px, never enlarged', () => {
    expect(frameSize(1920, 1080)).toEqual({ width: 640, height: 360 });
    expect(frameSize(480, 640)).toEqual({ width: 480, height: 640 });
    expect(frameSize(320, 240)).toEqual({ width: 320, height: 240 });
    expect(frameSize(0, 0)).toEqual({ width: 0, height: 0 });
  });
});
