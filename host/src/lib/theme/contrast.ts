// WCAG 2.1 contrast ratio, for the colours the theme produces: '#rrggbb' and antd's
// 'rgba(r,g,b,a)' text colours (antd derives secondary text as translucent black or white).

type Rgb = readonly [number, number, number];

function parse(color: string): { rgb: Rgb; alpha: number } {
  const hex = /^#([0-9a-f]{6})$/i.exec(color.trim());
  if (hex?.[1]) {
    const value = Number.parseInt(hex[1], 16);
    return { rgb: [(value >> 16) & 255, (value >> 8) & 255, value & 255], alpha: 1 };
  }
  const rgba = /^rgba?\(\s*([\d.]+)\s*,\s*([\d.]+)\s*,\s*([\d.]+)\s*(?:,\s*([\d.]+)\s*)?\)$/i.exec(
    color.trim(),
  );
  if (rgba) {
    const [, red, green, blue, alpha] = rgba;
    return { rgb: [Number(red), Number(green), Number(blue)], alpha: alpha ? Number(alpha) : 1 };
  }
  throw new Error(`cor não reconhecida: ${color}`);
}

function luminance([red = 0, green = 0, blue = 0]: readonly number[]): number {
  const linear = (channel: number) => {
    const value = channel / 255;
    return value <= 0.03928 ? value / 12.92 : ((value + 0.055) / 1.055) ** 2.4;
  };
  return 0.2126 * linear(red) + 0.7152 * linear(green) + 0.0722 * linear(blue);
}

/** Contrast of `foreground` (possibly translucent) drawn over the opaque `background`. */
export function contrastRatio(foreground: string, background: string): number {
  const back = parse(background).rgb;
  const { rgb, alpha } = parse(foreground);
  const blended = rgb.map((channel, index) => channel * alpha + (back[index] ?? 0) * (1 - alpha));
  const [first, second] = [luminance(blended), luminance(back)];
  return (Math.max(first, second) + 0.05) / (Math.min(first, second) + 0.05);
}

/** WCAG AA for normal-size text. */
export const minimumTextContrast = 4.5;
