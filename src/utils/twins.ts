/**
 * The address of a page's Markdown twin: `/a/b/` → `/a/b.md`, the home page `/` → `/index.md`
 * (DESIGN.md#markdown-twins-and-llmstxt). Shared by the plugin that writes the twins and the page
 * that links to its own.
 */
export function twinPath(route: string): string {
  const trimmed = route.replace(/\/+$/, '');
  return trimmed === '' ? '/index.md' : `${trimmed}.md`;
}
