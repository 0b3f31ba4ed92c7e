/**
 * Writes name.gz (gzip level 9) and name.br (brotli quality 11) beside every compressible file
 * of a build, for nginx's gzip_static and brotli_static (deploy/nginx.conf): readers get the
 * smallest files and the server compresses nothing per request.
 *
 * Usage: npx tsx scripts/build/precompress.ts <build folder>
 */
import {readdirSync, readFileSync, statSync, writeFileSync} from 'node:fs';
import path from 'node:path';
import {brotliCompressSync, constants, gzipSync} from 'node:zlib';

const COMPRESSIBLE = /\.(html|js|css|json|svg|xml|txt|md|map)$/;
/** As deploy/nginx.conf's gzip_min_length: smaller files are not worth a compressed copy. */
const MIN_BYTES = 1024;

export interface Compressed {
  gzip: number;
  brotli: number;
}

export function compress(content: Buffer): Compressed & {gzipData: Buffer; brotliData: Buffer} {
  const gzipData = gzipSync(content, {level: 9});
  const brotliData = brotliCompressSync(content, {
    params: {
      [constants.BROTLI_PARAM_QUALITY]: 11,
      [constants.BROTLI_PARAM_SIZE_HINT]: content.length,
    },
  });
  return {gzip: gzipData.length, brotli: brotliData.length, gzipData, brotliData};
}

/** Precompresses a build folder; returns how many files got compressed copies. */
export function precompress(buildDir: string): number {
  let count = 0;
  for (const entry of readdirSync(buildDir, {recursive: true, withFileTypes: true})) {
    if (!entry.isFile() || !COMPRESSIBLE.test(entry.name)) continue;
    const file = path.join(entry.parentPath, entry.name);
    if (statSync(file).size < MIN_BYTES) continue;
    const {gzipData, brotliData} = compress(readFileSync(file));
    writeFileSync(`${file}.gz`, gzipData);
    writeFileSync(`${file}.br`, brotliData);
    count += 1;
  }
  return count;
}

if (require.main === module) {
  const buildDir = process.argv[2];
  if (!buildDir) throw new Error('Usage: npx tsx scripts/build/precompress.ts <build folder>');
  console.log(`${precompress(buildDir)} files precompressed in ${buildDir}`);
}
