/**
 * Writes the Content-Security-Policy of a build as an nginx include, nginx-csp.conf in the build
 * folder: the sha256 of every inline script the build emitted, and Google's analytics hosts when
 * the build loads gtag.js (it was built with CLOUDER_GTAG_ID). `npm run build` runs it (postbuild); run it after any other build.
 *
 * It runs after the build rather than in a plugin's postBuild because plugins' postBuild run in
 * parallel: the client-redirects plugin writes its redirect pages (each with an inline script) then.
 *
 * Usage: tsx scripts/build/csp.ts [<build folder>]
 */
import {writeFileSync} from 'node:fs';
import path from 'node:path';
import {NGINX_INCLUDE_FILE, policiesForBuild} from './csp/build';

const outDir = process.argv[2] ?? 'build';
const {policy, evalPaths, include} = policiesForBuild(outDir);
writeFileSync(path.join(outDir, NGINX_INCLUDE_FILE), include);
console.log(`${path.join(outDir, NGINX_INCLUDE_FILE)}: ${policy}`);
if (evalPaths.length > 0) console.log(`'unsafe-eval' only for ${evalPaths.join(', ')}`);
