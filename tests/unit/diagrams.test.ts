import {existsSync, readdirSync} from 'node:fs';
import path from 'node:path';
import {describe, expect, it} from 'vitest';
import {DIAGRAM_DIR, diagramDescription} from '../../plugins/mermaid-svg';
import {collectDiagrams} from '../../plugins/mermaid-svg/sources';

/**
 * Every ```mermaid block has its SVG rendered ahead of time (plugins/mermaid-svg); a block
 * without one would ship the mermaid runtime to its page. Fix: `npm run diagrams`.
 */
describe('diagrams rendered at build time', () => {
  const diagrams = collectDiagrams();

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
