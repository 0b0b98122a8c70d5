import sharp from 'sharp';
import type { ImageExt } from './media-storage.ts';

// Every upload is decoded once and forgotten: libvips' operation cache would only hold memory.
sharp.cache(false);

/** Larger images are refused before decoding (a 40 MP photo is already far past any logo). */
const MAX_INPUT_PIXELS = 40_000_000;

/**
 * Decodes an uploaded image and encodes it again in the same format, so what is stored holds only
 * pixels: bytes appended to a real image (HTML, a script, a second file), metadata (EXIF, GPS,
 * comments) and anything the decoder ignored are gone. The EXIF orientation is applied first, since
 * the tag goes with the metadata. Returns null when the bytes do not decode as an image of that
 * format (sharp's default `failOn: 'warning'`, recommended for untrusted input). Animated GIF and
 * WebP keep their frames.
 */
export async function cleanImage(data: Buffer, ext: ImageExt): Promise<Buffer | null> {
  const animated = ext === 'gif' || ext === 'webp';
  try {
    const image = sharp(data, { animated, autoOrient: true, limitInputPixels: MAX_INPUT_PIXELS });
    const { format } = await image.metadata();
    if (format !== { jpg: 'jpeg', png: 'png', gif: 'gif', webp: 'webp' }[ext]) return null;
    const encoder = {
      jpg: () => image.jpeg({ quality: 90 }),
      png: () => image.png(),
      gif: () => image.gif(),
      webp: () => image.webp({ quality: 90 }),
    }[ext];
    return await encoder().toBuffer();
  } catch {
    return null;
  }
}
