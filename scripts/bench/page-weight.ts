import {existsSync, readFileSync} from 'node:fs';
import path from 'node:path';
import type {Page} from '@playwright/test';
import {firstLoadResources} from '../../lib/page-weight';
import {compress} from '../build/precompress';

/** Bytes of a set of files: as built, gzip (level 9) and brotli (quality 11). */
export interface Sizes {
  files: number;
  raw: number;
  gzip: number;
  brotli: number;
}

/** What a page's first load transfers, compressed as deploy/nginx.conf serves it. */
export interface CompressedWeight {
  path: string;
  html: Sizes;
  js: Sizes;
  css: Sizes;
}

/** Sizes of build files, from their precompressed copies when scripts/build/precompress.ts made them. */
export function fileSizes(files: string[]): Sizes {
  const sizes: Sizes = {files: files.length, raw: 0, gzip: 0, brotli: 0};
  for (const file of files) {
    const content = readFileSync(file);
    sizes.raw += content.length;
    if (existsSync(`${file}.gz`) && existsSync(`${file}.br`)) {
      sizes.gzip += readFileSync(`${file}.gz`).length;
      sizes.brotli += readFileSync(`${file}.br`).length;
    } else {
      const compressed = compress(content);
      sizes.gzip += compressed.gzip;
      sizes.brotli += compressed.brotli;
    }
  }
  return sizes;
}

export async function measureCompressedWeight(
  page: Page,
  buildDir: string,
  pagePath: string,
): Promise<CompressedWeight> {
  const local = await firstLoadResources(page, pagePath);
  const toFile = (url: string) => path.join(buildDir, new URL(url).pathname);
  return {
    path: pagePath,
    html: fileSizes([path.join(buildDir, pagePath, 'index.html')]),
    js: fileSizes(local.filter((url) => url.endsWith('.js')).map(toFile)),
    css: fileSizes(local.filter((url) => url.endsWith('.css')).map(toFile)),
  };
}
