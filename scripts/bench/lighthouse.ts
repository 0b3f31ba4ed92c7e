import {execFileSync} from 'node:child_process';
import {CHROMIUM_ARGS, CHROMIUM_PATH} from '../../lib/chromium';

/** Lighthouse from the npm registry (npx), run on Debian's Chromium. */
export const LIGHTHOUSE = 'lighthouse@13.5.0';

export type FormFactor = 'mobile' | 'desktop';

export interface LighthouseRun {
  performance: number;
  accessibility: number;
  bestPractices: number;
  seo: number;
  lcpMs: number;
  tbtMs: number;
  cls: number;
}

export function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
}

/** One Lighthouse run: mobile is its default (simulated slow 4G, 4× CPU slowdown). */
export function lighthouseRun(url: string, formFactor: FormFactor): LighthouseRun {
  const output = execFileSync(
    'npx',
    [
      '--yes',
      LIGHTHOUSE,
      url,
      '--quiet',
      '--output=json',
      '--only-categories=performance,accessibility,best-practices,seo',
      ...(formFactor === 'desktop' ? ['--preset=desktop'] : []),
      `--chrome-flags=--headless=new ${CHROMIUM_ARGS.join(' ')}`,
    ],
    {
      env: {...process.env, CHROME_PATH: CHROMIUM_PATH},
      maxBuffer: 512 * 1024 * 1024,
      encoding: 'utf8',
    },
  );
  const report = JSON.parse(output) as {
    categories: Record<string, {score: number}>;
    audits: Record<string, {numericValue: number}>;
  };
  return {
    performance: Math.round(report.categories.performance.score * 100),
    accessibility: Math.round(report.categories.accessibility.score * 100),
    bestPractices: Math.round(report.categories['best-practices'].score * 100),
    seo: Math.round(report.categories.seo.score * 100),
    lcpMs: report.audits['largest-contentful-paint'].numericValue,
    tbtMs: report.audits['total-blocking-time'].numericValue,
    cls: report.audits['cumulative-layout-shift'].numericValue,
  };
}

/** The median of each measure over `runs` runs (they vary by about ten points here). */
export function lighthouseMedian(url: string, formFactor: FormFactor, runs: number): LighthouseRun {
  const results = Array.from({length: runs}, () => lighthouseRun(url, formFactor));
  const pick = (key: keyof LighthouseRun) => median(results.map((run) => run[key]));
  return {
    performance: pick('performance'),
    accessibility: pick('accessibility'),
    bestPractices: pick('bestPractices'),
    seo: pick('seo'),
    lcpMs: pick('lcpMs'),
    tbtMs: pick('tbtMs'),
    cls: pick('cls'),
  };
}
