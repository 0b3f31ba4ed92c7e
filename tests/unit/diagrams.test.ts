import {existsSync, readdirSync, readFileSync} from 'node:fs';
import path from 'node:path';
import {describe, expect, it} from 'vitest';
import {DIAGRAM_DIR, diagramDescription} from '../../plugins/mermaid-svg';
import {collectDiagrams} from '../../plugins/mermaid-svg/sources';

/**
 * Every ```mermaid block has its SVG rendered ahead of time (plugins/mermaid-svg); a block
 * without one would ship the mermaid runtime to its page. Fix: `npm run diagrams`.
 */
/** Every diagram of the site, read once for the tests below. */
const diagrams = collectDiagrams();

describe('diagrams rendered at build time', () => {
  it('finds the diagrams of the site', () => {
    expect(diagrams.size).toBeGreaterThan(0);
  });

  it.each([...diagrams.keys()])('diagram %s has its SVG (npm run diagrams)', (key) => {
    expect(existsSync(path.join(DIAGRAM_DIR, `${key}.svg`))).toBe(true);
  });

  it('keeps no SVG that no diagram uses', () => {
    const files = readdirSync(DIAGRAM_DIR).filter((file) => file.endsWith('.svg'));
    expect(files.map((file) => file.replace(/\.svg$/, '')).sort()).toEqual(
      [...diagrams.keys()].sort(),
    );
  });
});

/**
 * Every diagram fits the text column at 1280 px with its labels at 12 px or more as displayed
 * (DESIGN.md#code-blocks-and-diagrams): the image is scaled down to the column, so a diagram
 * drawn with 16 px labels may be at most 703 × 16 / 12 px wide. The browser sweep
 * (tests/e2e/pages.spec.ts) measures the same on the built pages; this test tells an author
 * which diagram to redraw before a build.
 */
describe('diagrams fit the column at 1280 px', () => {
  /** The text column of a doc page at 1280 px, measured (the home page's too). */
  const COLUMN_AT_1280 = 703;
  const MIN_LABEL_PX = 12;
  const files = [...diagrams.keys()]
    .map((key) => path.join(DIAGRAM_DIR, `${key}.svg`))
    .filter((file) => existsSync(file));

  it.each(files.map((file) => [path.basename(file), file]))(
    '%s fits with its smallest label at 12 px',
    (_name, file) => {
      const svg = readFileSync(file, 'utf8');
      const width = Number(/<svg[^>]*\swidth="([\d.]+)"/.exec(svg)?.[1]);
      // Label sizes set on the drawing's text (mermaid writes them inline); the style sheet's
      // 16 px is the theme's, and its 12 px rule is for a tooltip an image never shows.
      const drawing = svg.replace(/<style[\s\S]*?<\/style>/g, '');
      const labelSizes = [...drawing.matchAll(/font-size: ?([\d.]+)px/g)].map((match) =>
        Number(match[1]),
      );
      const smallest = Math.min(16, ...labelSizes);
      const widest = (COLUMN_AT_1280 * smallest) / MIN_LABEL_PX;
      expect(
        width,
        `drawn ${width} px wide; at most ${Math.floor(widest)} px fits`,
      ).toBeLessThanOrEqual(widest);
    },
  );
});

describe('the alt text of a diagram, its accDescr', () => {
  it('reads a one-line description and a block, with white space folded', () => {
    expect(diagramDescription('flowchart LR\n  accDescr: Two pools.\n  A --> B')).toBe(
      'Two pools.',
    );
    expect(diagramDescription('flowchart LR\n  accDescr {\n    Two\n    pools.\n  }\n  A')).toBe(
      'Two pools.',
    );
  });

  it('is absent when the author wrote none, whatever the labels say', () => {
    expect(diagramDescription('flowchart LR\n  A[accDescr] --> B')).toBeUndefined();
    expect(diagramDescription('sequenceDiagram\n  accTitle: Login\n  A->>B: hi')).toBeUndefined();
  });
});
