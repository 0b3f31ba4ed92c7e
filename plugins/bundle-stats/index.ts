import {mkdirSync, writeFileSync} from 'node:fs';
import path from 'node:path';
import type {LoadContext, Plugin} from '@docusaurus/types';

/** One module of the client bundle's initial chunks, as the bundler reports it. */
export interface BundleModule {
  name: string;
  /** Bytes in the bundle before minification, as the bundler counts them. */
  size: number;
}

export interface BundleStats {
  /** The files of the entry chunks (main and its runtime): what every page loads. */
  initialFiles: string[];
  /** Modules of those chunks, the largest first (concatenated modules are split out). */
  initialModules: BundleModule[];
}

interface StatsModule {
  name?: string;
  size?: number;
  modules?: StatsModule[];
}

interface StatsJson {
  chunks?: {id?: string | number; initial?: boolean; files?: string[]; modules?: StatsModule[]}[];
  modules?: StatsModule[];
}

/**
 * Writes the client bundle's stats (the modules of the first-load chunks, by size) to the file
 * named by CLOUDER_BUNDLE_STATS, for `npm run bench`. Off unless that variable is set.
 */
export default function bundleStatsPlugin(_context: LoadContext): Plugin {
  const output = process.env.CLOUDER_BUNDLE_STATS;
  return {
    name: 'clouder-bundle-stats',
    configureWebpack(_config, isServer) {
      if (isServer || !output) return {};
      return {
        plugins: [
          {
            apply(compiler: {
              hooks: {
                done: {
                  tap(name: string, fn: (stats: {toJson(o: object): StatsJson}) => void): void;
                };
              };
            }) {
              compiler.hooks.done.tap('clouder-bundle-stats', (stats) => {
                const json = stats.toJson({
                  all: false,
                  chunks: true,
                  chunkModules: true,
                  nestedModules: true,
                  nestedModulesSpace: Infinity,
                  dependentModules: true,
                  orphanModules: true,
                  ids: true,
                  chunkModulesSpace: Infinity,
                });
                const initialChunks = (json.chunks ?? []).filter((chunk) => chunk.initial);
                const modules: BundleModule[] = [];
                const add = (module: StatsModule) => {
                  if (module.modules?.length) module.modules.forEach(add);
                  else modules.push({name: module.name ?? '?', size: module.size ?? 0});
                };
                for (const chunk of initialChunks) (chunk.modules ?? []).forEach(add);
                const result: BundleStats = {
                  initialFiles: initialChunks.flatMap((chunk) => chunk.files ?? []),
                  initialModules: modules.sort((a, b) => b.size - a.size),
                };
                mkdirSync(path.dirname(output), {recursive: true});
                writeFileSync(output, JSON.stringify(result, null, 1));
              });
            },
          },
        ],
      };
    },
  };
}
