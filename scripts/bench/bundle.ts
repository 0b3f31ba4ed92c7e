import {existsSync, readFileSync} from 'node:fs';
import type {BundleStats} from '../../plugins/bundle-stats';

/** The largest modules of the first-load chunks, from the stats the build wrote. */
export function largestInitialModules(
  statsFile: string,
  count: number,
): BundleStats['initialModules'] {
  if (!existsSync(statsFile)) return [];
  const stats = JSON.parse(readFileSync(statsFile, 'utf8')) as BundleStats;
  return stats.initialModules
    .filter((module) => module.name !== '?' && !module.name.startsWith('css '))
    .slice(0, count);
}

/** A module's path, shortened for a table: loaders and ./node_modules/ dropped. */
export function moduleLabel(name: string): string {
  return name
    .replace(/^.*!/, '')
    .replace(/^\.\/node_modules\//, '')
    .replace(/^\.\//, '');
}
