import { contrastRatio, minimumTextContrast } from './contrast';

/** antd's preset colours (`<Tag color="green">`), as its theme names them. */
export const presetColors = [
  'blue',
  'purple',
  'cyan',
  'green',
  'magenta',
  'pink',
  'red',
  'orange',
  'yellow',
  'volcano',
  'geekblue',
  'lime',
  'gold',
] as const;
export type PresetColor = (typeof presetColors)[number];
const textSteps = [7, 8, 9, 10] as const;
/** The palette steps this reads: step 1 is the tag's background. */
export type PresetPalettes = Record<`${PresetColor}${1 | (typeof textSteps)[number]}`, string>;

/**
 * A preset tag writes step 7 of its palette on step 1. In the light theme green, gold, orange,
 * yellow and lime fall short of 4.5:1 that way (gold 2.8:1), so the Tag component gets, for each
 * preset, the first step from 7 on that reads: the tag keeps its hue, only its text darkens.
 */
export function readableTagTokens(token: PresetPalettes): Record<`${PresetColor}7`, string> {
  return Object.fromEntries(
    presetColors.map((color) => {
      const background = token[`${color}1`];
      const readable = textSteps
        .map((step) => token[`${color}${step}`])
        .find((text) => contrastRatio(text, background) >= minimumTextContrast);
      return [`${color}7`, readable ?? token[`${color}10`]];
    }),
  ) as Record<`${PresetColor}7`, string>;
}
