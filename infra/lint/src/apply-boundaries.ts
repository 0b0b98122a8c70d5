// Puts the generated import boundaries into a biome.json object and leaves every other setting alone.
import { type BoundaryOverride, boundaryOverrides, boundaryRule } from './boundary-overrides.ts';

type Json = Record<string, unknown>;

export interface BiomeConfig {
  linter?: Json;
  overrides?: Json[];
  [setting: string]: unknown;
}

const isObject = (value: unknown): value is Json =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

const field = (value: unknown, key: string): Json => {
  const found = isObject(value) ? value[key] : undefined;
  return isObject(found) ? found : {};
};

const setsBoundaries = (override: Json) =>
  'noRestrictedImports' in field(field(field(override, 'linter'), 'rules'), 'style');

/** Other overrides keep their order, before the boundaries (whose own order matters: last one wins). */
export function applyBoundaries(config: BiomeConfig): BiomeConfig {
  const rules = field(config.linter, 'rules');
  const generated: BoundaryOverride[] = boundaryOverrides();
  return {
    ...config,
    linter: {
      ...config.linter,
      rules: { ...rules, style: { ...field(rules, 'style'), noRestrictedImports: boundaryRule } },
    },
    overrides: [...(config.overrides ?? []).filter((override) => !setsBoundaries(override)), ...generated],
  };
}
