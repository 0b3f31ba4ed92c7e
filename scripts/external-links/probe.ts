import {mkdtempSync, rmSync, writeFileSync} from 'node:fs';
import {tmpdir} from 'node:os';
import {join} from 'node:path';
import type {LinkResult} from 'linkinator';

export interface ProbeResult {
  url: string;
  /** `skipped`: the site answered with a bot challenge (LinkedIn's 999, Cloudflare's 403), so the
   * link can be neither confirmed nor refuted. */
  state: 'ok' | 'broken' | 'skipped';
  /** HTTP status, or the network error when no response came back. */
  detail: string;
}

export interface ProbeOptions {
  /** Per request; linkinator tries HEAD, then GET, so a dead host costs at most twice this. */
  timeoutMs: number;
  concurrency: number;
}

/**
 * Probes each URL with linkinator. Its API checks the links of a page rather than a list, so the
 * URLs go on one generated HTML page that linkinator serves from a temporary folder and scans
 * without recursing: every link is requested once (HEAD, then GET when HEAD fails), with no
 * retries, so that a machine without internet access gets a report of unreachable links, not a
 * hang.
 */
export async function probeAll(
  urls: readonly string[],
  options: ProbeOptions,
): Promise<ProbeResult[]> {
  const keys = urls.map(linkKey);
  const probed = keys.filter((key): key is string => key !== null);
  const byKey = await checkWithLinkinator(probed, options);
  return urls.map((url, index): ProbeResult => {
    const key = keys[index];
    if (key === null) return {url, state: 'broken', detail: 'not a valid URL'};
    return {url, ...(byKey.get(key) ?? {state: 'broken', detail: 'not checked'})};
  });
}

/** linkinator requests a URL without its fragment, so two URLs that differ by it are one link. */
function linkKey(url: string): string | null {
  try {
    const parsed = new URL(url);
    parsed.hash = '';
    return parsed.href;
  } catch {
    return null;
  }
}

async function checkWithLinkinator(
  urls: readonly string[],
  options: ProbeOptions,
): Promise<Map<string, Omit<ProbeResult, 'url'>>> {
  if (urls.length === 0) return new Map();
  const {LinkChecker, LinkState} = await import('linkinator');
  const states = {
    [LinkState.OK]: 'ok',
    [LinkState.BROKEN]: 'broken',
    [LinkState.SKIPPED]: 'skipped',
  } as const;
  const directory = mkdtempSync(join(tmpdir(), 'external-links-'));
  try {
    const page = join(directory, 'index.html');
    writeFileSync(page, linkPage(urls));
    const {links} = await new LinkChecker().check({
      path: page,
      recurse: false,
      timeout: options.timeoutMs,
      concurrency: options.concurrency,
      retry: false,
      retryErrors: false,
      redirects: 'allow',
    });
    const wanted = new Set(urls);
    return new Map(
      links.flatMap((link) => {
        const key = linkKey(link.url);
        const result = {state: states[link.state], detail: describe(link)};
        return key !== null && wanted.has(key) ? [[key, result] as const] : [];
      }),
    );
  } finally {
    rmSync(directory, {recursive: true, force: true});
  }
}

function linkPage(urls: readonly string[]): string {
  const items = urls.map((url) => `<li><a href="${escapeHtml(url)}">${escapeHtml(url)}</a></li>`);
  return `<!doctype html>\n<html><body><ul>\n${items.join('\n')}\n</ul></body></html>\n`;
}

function escapeHtml(text: string): string {
  return text
    .replace(/&/g, '&amp;')
    .replace(/"/g, '&quot;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;');
}

/** The HTTP status when a response came back, else the network error of the last attempt. */
function describe(result: LinkResult): string {
  if (result.status) return String(result.status);
  const errors = (result.failureDetails ?? []).filter(
    (detail): detail is Error => detail instanceof Error,
  );
  const error = errors.at(-1);
  if (!error) return 'no response';
  if (error.name === 'TimeoutError') return 'timed out';
  const cause = (error as {cause?: {code?: string; message?: string}}).cause;
  return cause?.code ?? cause?.message ?? error.message;
}
