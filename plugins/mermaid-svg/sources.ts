import path from 'node:path';
import fg from 'fast-glob';
import {parseDocFile} from '../../lib/markdown';
import {diagramKey} from '.';

const ROOT = path.resolve(__dirname, '..', '..');

/**
 * Every mermaid source of the site (or of the given pages, paths from the root), by key: `npm run
 * diagrams` renders them, and the Markdown twins (plugins/markdown-twins) put each source back
 * where the page shows its SVG.
 */
export function collectDiagrams(
  files: string[] = fg.sync(['docs/**/*.{md,mdx}', 'src/pages/**/*.{md,mdx}'], {cwd: ROOT}),
): Map<string, string> {
  const diagrams = new Map<string, string>();
  for (const file of files.sort()) {
    for (const block of parseDocFile(path.join(ROOT, file), file).codeBlocks) {
      if (block.lang === 'mermaid') diagrams.set(diagramKey(block.value), block.value);
    }
  }
  return diagrams;
}
