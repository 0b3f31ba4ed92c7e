import {existsSync} from 'node:fs';
import path from 'node:path';
import {describe, expect, it} from 'vitest';
import {DIAGRAM_DIR, readDiagramManifest} from '../../plugins/mermaid-svg';
import {collectDiagrams} from '../../plugins/mermaid-svg/sources';

/**
 * Every ```mermaid block has its SVG rendered ahead of time (plugins/mermaid-svg); a block
 * without one would ship the mermaid runtime to its page. Fix: `npm run diagrams`.
 */
describe('diagrams rendered at build time', () => {
  const diagrams = collectDiagrams();
  const manifest = readDiagramManifest();

  it('finds the diagrams of the site', () => {
    expect(diagrams.size).toBeGreaterThan(0);
  });

  it.each([...diagrams.keys()])('diagram %s has its SVG and alt text (npm run diagrams)', (key) => {
    expect(existsSync(path.join(DIAGRAM_DIR, `${key}.svg`))).toBe(true);
    expect(manifest[key]?.alt).toMatch(/^Diagram/);
  });

  it('keeps no SVG that no diagram uses', () => {
    expect(Object.keys(manifest).sort()).toEqual([...diagrams.keys()].sort());
  });
});
