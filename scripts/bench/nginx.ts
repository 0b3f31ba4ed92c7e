import {writeFileSync} from 'node:fs';
import path from 'node:path';
import {brotliAvailable, startNginx as startProductionNginx} from '../../lib/nginx';
import {NGINX_INCLUDE_FILE, policiesForBuild} from '../build/csp/build';

/**
 * Serves a build with the repository's deploy/nginx.conf under Debian's nginx, as readers get
 * it: precompressed brotli where the brotli module is installed, precompressed gzip otherwise,
 * with the build's own Content-Security-Policy include.
 */
export interface NginxServer {
  origin: string;
  /** The encoding a browser that accepts brotli gets: 'br' when the module is loaded. */
  encoding: 'br' | 'gzip';
  stop(): void;
}

export {brotliAvailable};

/** Writes the build's policy include, then serves `buildDir` on loopback `port`. */
export function serveBuild(port: number, buildDir: string): NginxServer {
  writeFileSync(path.join(buildDir, NGINX_INCLUDE_FILE), policiesForBuild(buildDir).include);
  const brotli = brotliAvailable();
  const server = startProductionNginx(port, buildDir, {brotli});
  return {...server, encoding: brotli ? 'br' : 'gzip'};
}
