// Rewrites the import boundaries in biome.json from boundary-overrides.ts, then formats the file.
import { spawnSync } from 'node:child_process';
import { readFileSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { applyBoundaries, type BiomeConfig } from './apply-boundaries.ts';

const file = path.resolve(import.meta.dirname, '../../../biome.json');
const config = JSON.parse(readFileSync(file, 'utf8')) as BiomeConfig;
writeFileSync(file, `${JSON.stringify(applyBoundaries(config), null, 2)}\n`);
const biome = createRequire(import.meta.url).resolve('@biomejs/biome/bin/biome');
const format = spawnSync(process.execPath, [biome, 'format', '--write', file], { stdio: 'inherit' });
process.exitCode = format.status ?? 1;
