import {spawnSync} from 'node:child_process';
import {existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync} from 'node:fs';
import os from 'node:os';
import path from 'node:path';

/**
 * deploy/nginx.conf run by Debian's nginx on loopback against a build, as the browser tests and
 * the load benchmark use it. Only the listen address, the root and the path of the build's
 * policy include change; every header and location is the deployed configuration's.
 */
export interface NginxServer {
  origin: string;
  stop(): void;
}

const ROOT = path.resolve(__dirname, '..');
const NGINX = existsSync('/usr/sbin/nginx') ? '/usr/sbin/nginx' : 'nginx';
export const CSP_INCLUDE = 'nginx-csp.conf';

export function siteConfig(port: number, buildDir: string): string {
  const root = path.resolve(ROOT, buildDir);
  const include = path.join(root, CSP_INCLUDE);
  if (!existsSync(include)) {
    throw new Error(
      `${include} is missing: run npx tsx scripts/build/csp.ts ${buildDir} after the build`,
    );
  }
  const replacements: [string, string][] = [
    ['listen [::]:8080;\n', ''],
    ['listen 8080;', `listen 127.0.0.1:${port};`],
    ['root /srv/clouder/build;', `root ${root};`],
    ['include /etc/nginx/clouder/csp.conf;', `include ${include};`],
  ];
  let config = readFileSync(path.join(ROOT, 'deploy', 'nginx.conf'), 'utf8');
  for (const [from, to] of replacements) {
    if (!config.includes(from)) throw new Error(`deploy/nginx.conf no longer has "${from.trim()}"`);
    config = config.replace(from, to);
  }
  return config;
}

const MODULES = '/usr/lib/nginx/modules';
const BROTLI_MODULES = ['ngx_http_brotli_filter_module.so', 'ngx_http_brotli_static_module.so'];

/** True when Debian's brotli modules for nginx are installed. */
export function brotliAvailable(): boolean {
  return BROTLI_MODULES.every((name) => existsSync(path.join(MODULES, name)));
}

/**
 * Starts nginx with the deployed configuration. With `brotli`, the brotli modules are loaded and
 * the configuration's commented `brotli_static` line is turned on (the benchmark serves the
 * precompressed files readers would get from a server with the module).
 */
export function startNginx(
  port: number,
  buildDir: string,
  {brotli = false}: {brotli?: boolean} = {},
): NginxServer {
  const prefix = mkdtempSync(path.join(os.tmpdir(), 'clouder-nginx-'));
  let site = siteConfig(port, buildDir);
  if (brotli) {
    if (!site.includes('# brotli_static on;')) {
      throw new Error('deploy/nginx.conf no longer has "# brotli_static on;"');
    }
    site = site.replace('# brotli_static on;', 'brotli_static on;');
  }
  const loads = brotli
    ? BROTLI_MODULES.map((name) => `load_module ${path.join(MODULES, name)};\n`).join('')
    : '';
  writeFileSync(
    path.join(prefix, 'nginx.conf'),
    `${loads}daemon on;
pid ${prefix}/nginx.pid;
error_log ${prefix}/error.log;
worker_processes auto;
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
  const nginx = (...args: string[]) => {
    const result = spawnSync(NGINX, ['-p', prefix, '-c', 'nginx.conf', ...args], {
      encoding: 'utf8',
    });
    if (result.status !== 0) throw new Error(`nginx ${args.join(' ')} failed: ${result.stderr}`);
  };
  nginx('-t');
  nginx();
  return {
    origin: `http://127.0.0.1:${port}`,
    stop() {
      nginx('-s', 'stop');
      rmSync(prefix, {recursive: true, force: true});
    },
  };
}
