export interface ProbeResult {
  url: string;
  ok: boolean;
  /** HTTP status, or the network error when no response came back. */
  detail: string;
}

export interface ProbeOptions {
  timeoutMs: number;
  concurrency: number;
}

const USER_AGENT = 'clouder-docs-external-link-check';

/** Probes each URL with HEAD, then GET when HEAD fails (many servers refuse or mishandle HEAD). */
export async function probeAll(
  urls: readonly string[],
  options: ProbeOptions,
): Promise<ProbeResult[]> {
  const results: ProbeResult[] = new Array(urls.length);
  let next = 0;
  const worker = async (): Promise<void> => {
    while (next < urls.length) {
      const index = next++;
      results[index] = await probe(urls[index], options.timeoutMs);
    }
  };
  await Promise.all(Array.from({length: Math.min(options.concurrency, urls.length)}, worker));
  return results;
}

async function probe(url: string, timeoutMs: number): Promise<ProbeResult> {
  const head = await request(url, 'HEAD', timeoutMs);
  if (head.ok) return head;
  const get = await request(url, 'GET', timeoutMs);
  return get.ok ? get : {...get, detail: `HEAD ${head.detail}; GET ${get.detail}`};
}

async function request(
  url: string,
  method: 'HEAD' | 'GET',
  timeoutMs: number,
): Promise<ProbeResult> {
  try {
    const response = await fetch(url, {
      method,
      redirect: 'follow',
      headers: {'user-agent': USER_AGENT},
      signal: AbortSignal.timeout(timeoutMs),
    });
    // Only the status matters; drop the body so that the connection is released.
    await response.body?.cancel();
    return {url, ok: response.ok, detail: String(response.status)};
  } catch (error) {
    return {url, ok: false, detail: describeError(error)};
  }
}

function describeError(error: unknown): string {
  const cause = (error as {cause?: {code?: string; message?: string}}).cause;
  return cause?.code ?? cause?.message ?? (error as Error).message;
}
