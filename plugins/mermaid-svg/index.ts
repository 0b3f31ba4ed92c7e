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
 *
 * The image's alt text is the diagram's own `accDescr`, written by its author in the source
 * (mermaid's accessibility description), never the labels scraped from the drawing: the content
 * gate's `diagrams` check fails a block without one.
 */
export const DIAGRAM_DIR = path.resolve(__dirname, '..', '..', 'src', 'diagrams');
/** The mermaid theme of the site (light only), as `themeConfig.mermaid.theme.light`. */
export const MERMAID_THEME = 'neutral';

/**
 * The `accDescr` of a mermaid source, on one line (`accDescr: ...`) or as a block
 * (`accDescr { ... }`), with its white space folded; undefined when the source has none.
 */
export function diagramDescription(source: string): string | undefined {
  const match =
    /^\s*accDescr\s*:\s*(.+)$/m.exec(source) ?? /^\s*accDescr\s*\{([^}]*)\}/m.exec(source);
  // The theme's image plugin escapes the alt for HTML inside a JSX attribute, which React escapes
  // again: a straight apostrophe would reach readers as "&#39;". The typographic one is not
  // escaped; the `diagrams` check keeps & < > and straight double quotes out of descriptions.
  const text = match?.[1]?.replace(/\s+/g, ' ').trim().replace(/'/g, '\u2019');
  return text || undefined;
}

/** Characters the theme's image plugin would show escaped in an alt text (see diagramDescription). */
export const ESCAPED_IN_ALT = /[&<>"]/;

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

/** The remark plugin; list it in `beforeDefaultRemarkPlugins` so it runs before the theme's. */
export function remarkMermaidSvg(options: {theme?: string} = {}) {
  return (tree: Root): void => {
    visit(tree, 'code', (node: Code, index, parent) => {
      if (node.lang !== 'mermaid' || !parent || index === undefined) return undefined;
      const key = diagramKey(node.value, options.theme);
      const file = path.join(DIAGRAM_DIR, `${key}.svg`);
      if (!existsSync(file)) return undefined;
      // The default image plugin turns this into a hashed asset with its width and height.
      const alt = diagramDescription(node.value) ?? '';
      const image: Image = {type: 'image', url: `@site/src/diagrams/${key}.svg`, alt};
      // The theme's MDX components give <Diagram> (src/components/Diagram): the image in a box of
      // class mermaid-diagram, and in the browser the control that opens it full screen.
      const figure: MdxJsxFlowElement = {
        type: 'mdxJsxFlowElement',
        name: 'Diagram',
        attributes: [],
        children: [{type: 'paragraph', children: [image]}],
      };
      parent.children[index] = figure;
      return [SKIP, index];
    });
  };
}
