import {readdirSync, readFileSync} from 'node:fs';
import path from 'node:path';
import {
  ANALYTICS_SOURCES,
  buildPolicy,
  inlineHandlersOf,
  nginxInclude,
  scriptsOf,
  sha256Source,
} from './policy';
import {LIVE_CODEBLOCK_MARKER} from '../../../src/data/markers';

export const NGINX_INCLUDE_FILE = 'nginx-csp.conf';

export interface BuildPolicies {
  policy: string;
  evalPolicy: string;
  /** The URIs (as nginx's $uri sees them) of the pages with a live code block. */
  evalPaths: string[];
  analytics: boolean;
  include: string;
}

/** gtag.js, which the build loads when it has an analytics id (CLOUDER_GTAG_ID). */
const ANALYTICS_SCRIPT = `${ANALYTICS_SOURCES.script[0]}/gtag/js?`;

/**
 * Reads every HTML file of a build and derives its policies; throws on what no policy allows.
 * Analytics are allowed when, and only when, the build loads gtag.js.
 */
export function policiesForBuild(outDir: string): BuildPolicies {
  const hashes = new Set<string>();
  const evalPaths: string[] = [];
  const problems: string[] = [];
  let analytics = false;
  for (const file of htmlFiles(outDir)) {
    const html = readFileSync(path.join(outDir, file), 'utf8');
    const {inline, external} = scriptsOf(html);
    for (const content of inline) hashes.add(sha256Source(content));
    for (const src of external) {
      if (src.startsWith(ANALYTICS_SCRIPT)) analytics = true;
      else if (!src.startsWith('/') || src.startsWith('//')) {
        problems.push(`${file}: script ${src} is not allowed by the policy`);
      }
    }
    for (const handler of inlineHandlersOf(html)) problems.push(`${file}: inline ${handler}`);
    if (html.includes(LIVE_CODEBLOCK_MARKER)) evalPaths.push(...urisOf(file));
  }
  if (problems.length > 0) {
    throw new Error(`Content-Security-Policy: the build has\n${problems.join('\n')}`);
  }
  const scriptHashes = [...hashes].sort();
  const policy = buildPolicy({scriptHashes, analytics});
  const evalPolicy = buildPolicy({scriptHashes, analytics, allowEval: true});
  return {
    policy,
    evalPolicy,
    evalPaths,
    analytics,
    include: nginxInclude(policy, evalPaths, evalPolicy),
  };
}

function htmlFiles(outDir: string): string[] {
  return readdirSync(outDir, {recursive: true, encoding: 'utf8'})
    .filter((file) => file.endsWith('.html'))
    .map((file) => file.split(path.sep).join('/'))
    .sort();
}

/** a/b/index.html is requested as /a/b/ and served as /a/b/index.html. */
function urisOf(file: string): string[] {
  const uri = `/${file}`;
  return uri.endsWith('/index.html') ? [uri.slice(0, -'index.html'.length), uri] : [uri];
}
