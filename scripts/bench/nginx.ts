import {spawnSync} from 'node:child_process';
import {existsSync, mkdtempSync, readFileSync, writeFileSync} from 'node:fs';
import os from 'node:os';
import path from 'node:path';

/**
 * Serves a build with the repository's deploy/nginx.conf under Debian's nginx, as readers get
 * it: precompressed brotli where the brotli module is installed, precompressed gzip otherwise.
 */
const NGINX = existsSync('/usr/sbin/nginx') ? '/usr/sbin/nginx' : 'nginx';
const MODULES = '/usr/lib/nginx/modules';
const BROTLI_MODULES = ['ngx_http_brotli_filter_module.so', 'ngx_http_brotli_static_module.so'];

export interface NginxServer {
  origin: string;
  /** The encoding a browser that accepts brotli gets: 'br' when the module is loaded. */
  encoding: 'br' | 'gzip';
  stop(): void;
}

export function brotliAvailable(): boolean {
  return BROTLI_MODULES.every((name) => existsSync(path.join(MODULES, name)));
}

export function startNginx(buildDir: string, port: number): NginxServer {
  const prefix = mkdtempSync(path.join(os.tmpdir(), 'clouder-bench-nginx-'));
  const brotli = brotliAvailable();
  let site = readFileSync(path.resolve(__dirname, '..', '..', 'deploy', 'nginx.conf'), 'utf8')
    .replace(/listen \[::\]:80;\n/, '')
    .replace('listen 80;', `listen 127.0.0.1:${port};`)
    .replace('root /srv/clouder/build;', `root ${path.resolve(buildDir)};`);
  if (brotli) site = site.replace('# brotli_static on;', 'brotli_static on;');
  const loads = brotli
    ? BROTLI_MODULES.map((name) => `load_module ${path.join(MODULES, name)};`).join('\n')
    : '';
  writeFileSync(
    path.join(prefix, 'nginx.conf'),
    `${loads}
daemon on;
worker_processes 1;
pid ${prefix}/nginx.pid;
error_log ${prefix}/error.log;
events {}
http {
  include /etc/nginx/mime.types;
  access_log off;
  client_body_temp_path ${prefix}/body;
  proxy_temp_path ${prefix}/proxy;
  fastcgi_temp_path ${prefix}/fastcgi;
  uwsgi_temp_path ${prefix}/uwsgi;
  scgi_temp_path ${prefix}/scgi;
${site}
}
`,
  );
  const run = (...args: string[]) => {
    const result = spawnSync(NGINX, ['-p', prefix, '-c', 'nginx.conf', ...args], {
      encoding: 'utf8',
    });
    if (result.status !== 0) throw new Error(`nginx ${args.join(' ')}: ${result.stderr}`);
  };
  run('-t');
  run();
  return {
    origin: `http://127.0.0.1:${port}`,
    encoding: brotli ? 'br' : 'gzip',
    stop: () => run('-s', 'stop'),
  };
}
