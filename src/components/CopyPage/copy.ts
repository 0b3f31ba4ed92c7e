/**
 * What "Copy page" does when pressed, a chunk of its own (`copy-page`) loaded on the first press:
 * fetch the page's Markdown twin and write it to the clipboard.
 */

/** Copied; the Markdown to copy by hand (the clipboard refused); or the twin did not load. */
export type CopyOutcome =
  {kind: 'copied'} | {kind: 'manual'; markdown: string} | {kind: 'not-loaded'};

export async function copyPageMarkdown(href: string): Promise<CopyOutcome> {
  let markdown: string;
  try {
    const response = await fetch(href);
    if (!response.ok) throw new Error(String(response.status));
    markdown = await response.text();
  } catch {
    return {kind: 'not-loaded'};
  }
  try {
    await navigator.clipboard.writeText(markdown);
    return {kind: 'copied'};
  } catch {
    return {kind: 'manual', markdown};
  }
}
