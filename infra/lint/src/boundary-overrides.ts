// The import boundaries biome.json enforces (docs/architecture.md §1). Biome's noRestrictedImports
// matches the text of an import, not the file it resolves to, so whether `../../x` leaves its package or
// reaches a sibling feature depends on how deep the importing file sits: every depth gets its own
// override, generated here. Edit this file, then run `node infra/lint/src/write-boundaries.ts`;
// import-boundaries.test.ts fails while biome.json and this file disagree.

export interface RestrictedPattern {
  group: string[];
  message: string;
}

interface RestrictedImportsRule {
  level: 'error';
  options: { patterns: RestrictedPattern[] };
}

// A type, not an interface: it must fit biome.json's open-ended override objects.
export type BoundaryOverride = {
  includes: string[];
  linter: { rules: { style: { noRestrictedImports: RestrictedImportsRule } } };
};

/** Where the workspace packages live (pnpm-workspace.yaml); the root's own scripts are in scripts/. */
const packageRoots = ['host/', 'remotes/*/', 'shared/*/', 'infra/*/'];
const featureRoots = ['host/src/features/*/', 'remotes/*/src/features/*/'];
/** The folders of an app's src/ a feature may import from, besides its own folder and packages. */
const featureMayImport = ['lib', 'components', 'hooks', 'test'];
/** Deeper files keep only the package-internals rule; the tree today goes 4 and 2 folders deep. */
const maxPackageDepth = 6;
const maxFeatureDepth = 3;

const up = (levels: number) => '../'.repeat(levels);
const folders = (levels: number) => '*/'.repeat(levels);

const packageInternals: RestrictedPattern = {
  group: ['@fidelidade/*/src', '@fidelidade/*/src/**'],
  message:
    'Import a workspace package through its package.json "exports" (e.g. @fidelidade/ui/data-table), never its src/ internals.',
};

const leavesPackageMessage =
  'This relative import leaves its workspace package: import the other package by name, through its exports.';

/** A file `depth` folders below its package root leaves the package with depth + 1 "../". */
const leavesPackage = (depth: number): RestrictedPattern => ({
  group: [`${up(depth + 1)}**`],
  message: leavesPackageMessage,
});

/**
 * A file `depth` folders below src/features/<name>/ reaches the features folder with depth + 1 "../",
 * its app's src/ with depth + 2 and its package root with depth + 3 (left to leavesPackage beyond).
 */
function crossesFeature(depth: number): RestrictedPattern {
  const src = up(depth + 2);
  return {
    group: [
      `${up(depth + 1)}*`,
      `${up(depth + 1)}*/**`,
      `!${up(depth + 3)}**`,
      ...featureMayImport.map((folder) => `!${src}${folder}/**`),
    ],
    message:
      "A feature imports only its own files, its app's src/lib, src/components, src/hooks and src/test, and packages by name: move what features share to src/lib or src/components, or to a shared package.",
  };
}

/** A feature's test may render the app that composes it (src/app*), never another feature. */
function testCrossesFeature(depth: number): RestrictedPattern {
  return {
    group: [
      `${up(depth + 1)}*`,
      `${up(depth + 1)}*/**`,
      `!${up(depth + 2)}**`,
      `${up(depth + 2)}features/**`,
    ],
    message: "A feature's test may render its app, but never imports another feature.",
  };
}

const restrict = (includes: string[], patterns: RestrictedPattern[]): BoundaryOverride => ({
  includes,
  linter: { rules: { style: { noRestrictedImports: { level: 'error', options: { patterns } } } } },
});

const depths = (max: number) => Array.from({ length: max + 1 }, (_, depth) => depth);

/** The base rule, for every file no override below covers. */
export const boundaryRule: RestrictedImportsRule = {
  level: 'error',
  options: { patterns: [packageInternals] },
};

/** In order: a later override replaces an earlier one's options for the files both match. */
export function boundaryOverrides(): BoundaryOverride[] {
  const byPackageDepth = depths(maxPackageDepth).map((depth) =>
    restrict(
      packageRoots.map((root) => `${root}${folders(depth)}*`),
      [packageInternals, leavesPackage(depth)],
    ),
  );
  const byFeatureDepth = (file: string, feature: (depth: number) => RestrictedPattern) =>
    depths(maxFeatureDepth).map((depth) =>
      restrict(
        featureRoots.map((root) => `${root}${folders(depth)}${file}`),
        [packageInternals, leavesPackage(depth + 3), feature(depth)],
      ),
    );
  const rootScripts = restrict(
    ['scripts/*'],
    [
      packageInternals,
      { group: packageRoots.map((root) => `../${root.split('/')[0]}/**`), message: leavesPackageMessage },
    ],
  );
  return [
    ...byPackageDepth,
    ...byFeatureDepth('*', crossesFeature),
    ...byFeatureDepth('*.test.*', testCrossesFeature),
    rootScripts,
  ];
}
