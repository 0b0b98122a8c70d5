// Draws the programme's mark (the same shapes as src/components/app-logo.tsx) into
// public/favicon.ico at 16, 32 and 48 px. The build copies that file to the root of dist/, where
// the gateway serves it as a static file: without it every page load logged a 404 for /favicon.ico.
// Run again only when the logo changes:  node host/scripts/make-favicon.mts
import { writeFileSync } from 'node:fs';
import path from 'node:path';

type Rgba = readonly [number, number, number, number];
type Point = readonly [number, number];

const white: Rgba = [255, 255, 255, 255];
const brandRed: Rgba = [0xde, 0x3b, 0x37, 255];
// The star of app-logo.tsx, as absolute points of its 48×48 view box.
const star: Point[] = [
  [24, 11],
  [27.9, 19],
  [36.7, 20.2],
  [30.3, 26.3],
  [31.9, 35],
  [24, 30.8],
  [16.1, 35],
  [17.7, 26.3],
  [11.3, 20.2],
  [20.1, 19],
];

function insidePolygon([x, y]: Point, polygon: Point[]): boolean {
  let inside = false;
  for (let i = 0, j = polygon.length - 1; i < polygon.length; j = i++) {
    const [xi, yi] = polygon[i] ?? [0, 0];
    const [xj, yj] = polygon[j] ?? [0, 0];
    if (yi > y !== yj > y && x < ((xj - xi) * (y - yi)) / (yj - yi) + xi) inside = !inside;
  }
  return inside;
}

/** The colour of one point of the view box: the topmost shape that covers it, or nothing. */
function colourAt(point: Point): Rgba | null {
  const distance = Math.hypot(point[0] - 24, point[1] - 24);
  if (insidePolygon(point, star)) return white;
  if (distance <= 18) return brandRed;
  if (distance <= 22) return white;
  return null;
}

/** One size, 4×4 samples per pixel (anti-aliased edges), as bottom-up BGRA rows. */
function rasterise(size: number): Buffer {
  const samples = 4;
  const pixels = Buffer.alloc(size * size * 4);
  for (let row = 0; row < size; row++) {
    for (let column = 0; column < size; column++) {
      const sum = [0, 0, 0, 0];
      for (let sy = 0; sy < samples; sy++) {
        for (let sx = 0; sx < samples; sx++) {
          const scale = 48 / size;
          const colour = colourAt([
            (column + (sx + 0.5) / samples) * scale,
            (row + (sy + 0.5) / samples) * scale,
          ]);
          if (!colour) continue;
          for (let channel = 0; channel < 4; channel++) sum[channel] += colour[channel] ?? 0;
        }
      }
      const covered = (sum[3] ?? 0) / 255;
      const offset = ((size - 1 - row) * size + column) * 4;
      const channel = (index: number) => (covered ? Math.round((sum[index] ?? 0) / covered) : 0);
      pixels[offset] = channel(2);
      pixels[offset + 1] = channel(1);
      pixels[offset + 2] = channel(0);
      pixels[offset + 3] = Math.round((sum[3] ?? 0) / (samples * samples));
    }
  }
  return pixels;
}

/** A BMP entry of the ICO: header, BGRA pixels, and an all-zero AND mask (alpha decides). */
function bitmap(size: number): Buffer {
  const header = Buffer.alloc(40);
  header.writeUInt32LE(40, 0);
  header.writeInt32LE(size, 4);
  header.writeInt32LE(size * 2, 8); // colour rows + mask rows
  header.writeUInt16LE(1, 12);
  header.writeUInt16LE(32, 14);
  const maskRow = Math.ceil(size / 32) * 4;
  return Buffer.concat([header, rasterise(size), Buffer.alloc(maskRow * size)]);
}

const sizes = [16, 32, 48];
const images = sizes.map(bitmap);
const directory = Buffer.alloc(6 + 16 * sizes.length);
directory.writeUInt16LE(1, 2); // type: icon
directory.writeUInt16LE(sizes.length, 4);
let offset = directory.length;
sizes.forEach((size, index) => {
  const entry = 6 + 16 * index;
  const image = images[index] ?? Buffer.alloc(0);
  directory.writeUInt8(size, entry);
  directory.writeUInt8(size, entry + 1);
  directory.writeUInt16LE(1, entry + 4);
  directory.writeUInt16LE(32, entry + 6);
  directory.writeUInt32LE(image.length, entry + 8);
  directory.writeUInt32LE(offset, entry + 12);
  offset += image.length;
});
writeFileSync(path.join(import.meta.dirname, '../public/favicon.ico'), Buffer.concat([directory, ...images]));
