// Chromium's fake camera (--use-file-for-fake-video-capture) plays a YUV4MPEG2 file in a loop. This
// writes one whose picture is the QR code of a text, the way a phone would film a voucher on a
// customer's screen: dark modules on white, a quiet zone around, centred in a 640×480 frame.
import { writeFileSync } from 'node:fs';
import QRCode from 'qrcode';

const WIDTH = 640;
const HEIGHT = 480;
const QUIET_MODULES = 4;
const WHITE = 255;
const BLACK = 0;
/** Chroma at 128 is no colour: a grey-scale picture. */
const NEUTRAL_CHROMA = 128;

/** The luma plane (one byte per pixel) of a frame showing the QR code of `text`. */
export function qrLumaPlane(text: string): Uint8Array {
  const { modules } = QRCode.create(text, { errorCorrectionLevel: 'M' });
  const side = modules.size + 2 * QUIET_MODULES;
  // About 70 % of the frame's height, in whole pixels per module (sharp edges for the decoder).
  const scale = Math.floor((HEIGHT * 0.7) / side);
  const left = Math.floor((WIDTH - side * scale) / 2) + QUIET_MODULES * scale;
  const top = Math.floor((HEIGHT - side * scale) / 2) + QUIET_MODULES * scale;
  const luma = new Uint8Array(WIDTH * HEIGHT).fill(WHITE);
  for (let row = 0; row < modules.size; row++)
    for (let col = 0; col < modules.size; col++) {
      if (!modules.get(row, col)) continue;
      for (let y = 0; y < scale; y++) {
        const start = (top + row * scale + y) * WIDTH + left + col * scale;
        luma.fill(BLACK, start, start + scale);
      }
    }
  return luma;
}

/**
 * A one-frame y4m file (4:2:0, full-range luma) of the QR code of `text`: the header, 'FRAME', the
 * luma plane, then both quarter-size chroma planes at neutral.
 */
export function writeQrY4m(file: string, text: string) {
  const header = Buffer.from(`YUV4MPEG2 W${WIDTH} H${HEIGHT} F30:1 Ip A1:1 C420jpeg\n`, 'ascii');
  const chroma = Buffer.alloc((WIDTH / 2) * (HEIGHT / 2) * 2, NEUTRAL_CHROMA);
  writeFileSync(file, Buffer.concat([header, Buffer.from('FRAME\n', 'ascii'), qrLumaPlane(text), chroma]));
}
