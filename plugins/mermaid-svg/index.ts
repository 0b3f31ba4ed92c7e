import {createHash} from 'node:crypto';
import {existsSync, readFileSync} from 'node:fs';
import path from 'node:path';
import type {Code, Image, Root} from 'mdast';
import type {MdxJsxFlowElement} from 'mdast-util-mdx';
import {visit, SKIP} from 'unist-util-visit';

/**
 * Diagrams rendered at build time. A ```mermaid block stays the diagram's source; its SVG,
 * rendered once by `npm run diagrams` with the site's mermaid theme (Chromium runs mermaid
 * itself), is kept in src/diagrams under a key of the source and the theme. At build time the
 * remark plugin below swaps each block for that SVG as an image with its width and height
 * (no layout shift, no script), so pages with diagrams load no mermaid runtime. A block without
 * an up-to-date SVG falls back to the theme's client-side rendering, and the unit test
 * tests/unit/diagrams.test.ts fails until the SVG is rendered.
 */
export const DIAGRAM_DIR = path.resolve(__dirname, '..', '..', 'src', 'diagrams');
export const DIAGRAM_MANIFEST = path.join(DIAGRAM_DIR, 'diagrams.json');
/** The mermaid theme of the site (light only), as `themeConfig.mermaid.theme.light`. */
export const MERMAID_THEME = 'neutral';

/** What the renderer records of each diagram: the text of its labels, for the image's alt. */
export interface DiagramEntry {
  alt: string;
}

export type DiagramManifest = Record<string, DiagramEntry>;

function mermaidMajorVersion(): string {
  const file = path.resolve(__dirname, '..', '..', 'node_modules', 'mermaid', 'package.json');
  const {version} = JSON.parse(readFileSync(file, 'utf8')) as {version: string};
  return version.split('.')[0];
}

/** The file name (without .svg) of a diagram's rendering: its source, theme and mermaid major. */
export function diagramKey(source: string, theme: string = MERMAID_THEME): string {
  return createHash('sha256')
    .update(JSON.stringify([mermaidMajorVersion(), theme, source.trim()]))
    .digest('hex')
    .slice(0, 16);
}

export function readDiagramManifest(): DiagramManifest {
  if (!existsSync(DIAGRAM_MANIFEST)) return {};
  return JSON.parse(readFileSync(DIAGRAM_MANIFEST, 'utf8')) as DiagramManifest;
}

/** The remark plugin; list it in `beforeDefaultRemarkPlugins` so it runs before the theme's. */
export function remarkMermaidSvg(options: {theme?: string} = {}) {
  return (tree: Root): void => {
    const manifest = readDiagramManifest();
    visit(tree, 'code', (node: Code, index, parent) => {
      if (node.lang !== 'mermaid' || !parent || index === undefined) return undefined;
      const key = diagramKey(node.value, options.theme);
      const entry = manifest[key];
      const file = path.join(DIAGRAM_DIR, `${key}.svg`);
      if (!entry || !existsSync(file)) return undefined;
      // The default image plugin turns this into a hashed asset with its width and height.
      const image: Image = {type: 'image', url: `@site/src/diagrams/${key}.svg`, alt: entry.alt};
      const figure: MdxJsxFlowElement = {
        type: 'mdxJsxFlowElement',
        name: 'div',
        attributes: [
          {type: 'mdxJsxAttribute', name: 'className', value: 'mermaid-diagram'},
          // A wide diagram scrolls sideways: keyboard readers must be able to reach it.
          {type: 'mdxJsxAttribute', name: 'tabIndex', value: '0'},
        ],
        children: [{type: 'paragraph', children: [image]}],
      };
      parent.children[index] = figure;
      return [SKIP, index];
    });
  };
}
