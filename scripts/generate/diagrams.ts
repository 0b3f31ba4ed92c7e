/**
 * Renders every ```mermaid block of the docs and pages to SVG with the site's mermaid theme, in
 * Debian's Chromium (mermaid measures text in a real browser), into src/diagrams/<key>.svg.
 * Renderings no block uses any more are deleted. See plugins/mermaid-svg for how the build uses
 * them, with each diagram's own accDescr as the image's alt text.
 *
 * Usage: npm run diagrams [-- <page>...]   (with pages: only their diagrams, nothing deleted)
 */
import {readdirSync, unlinkSync, writeFileSync} from 'node:fs';
import path from 'node:path';
import {chromium} from '@playwright/test';
import {CHROMIUM_ARGS, CHROMIUM_PATH} from '../../lib/chromium';
import {collectDiagrams} from '../../plugins/mermaid-svg/sources';
import {DIAGRAM_DIR, MERMAID_THEME} from '../../plugins/mermaid-svg';

const ROOT = path.resolve(__dirname, '..', '..');

async function main(pages: string[]): Promise<void> {
  // With pages named, only their diagrams are drawn and no other rendering is touched, so that
  // authors working on different pages do not delete each other's new renderings.
  const diagrams = pages.length > 0 ? collectDiagrams(pages) : collectDiagrams();
  const browser = await chromium.launch({executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS});
  const page = await browser.newPage();
  await page.setContent('<!doctype html><html><body></body></html>');
  await page.addScriptTag({
    path: path.join(ROOT, 'node_modules', 'mermaid', 'dist', 'mermaid.min.js'),
  });
  for (const [key, source] of diagrams) {
    const rendered = await page.evaluate(
      async ({id, source, theme}) => {
        const {mermaid} = window as unknown as {
          mermaid: {
            initialize(config: object): void;
            render(id: string, text: string): Promise<{svg: string}>;
          };
        };
        // Plain SVG text labels: an <img> shows no HTML inside foreignObject in every browser.
        mermaid.initialize({
          startOnLoad: false,
          theme,
          htmlLabels: false,
          flowchart: {htmlLabels: false},
          // The theme draws edge labels on a half-transparent box, so a line passing behind a
          // label shows through its text; an opaque box keeps every label legible.
          themeCSS: '.edgeLabel rect { opacity: 1; }',
        });
        const {svg} = await mermaid.render(id, source);
        const element = new DOMParser().parseFromString(svg, 'image/svg+xml').documentElement;
        // A fixed size from the viewBox, so the image reserves its box before it loads.
        const [, , width, height] = (element.getAttribute('viewBox') ?? '0 0 0 0')
          .split(/\s+/)
          .map(Number);
        element.setAttribute('width', String(Math.ceil(width)));
        element.setAttribute('height', String(Math.ceil(height)));
        element.style.removeProperty('max-width');
        if (!element.getAttribute('style')) element.removeAttribute('style');
        return {svg: new XMLSerializer().serializeToString(element)};
      },
      {id: `diagram-${key}`, source, theme: MERMAID_THEME},
    );
    writeFileSync(path.join(DIAGRAM_DIR, `${key}.svg`), `${rendered.svg}\n`);
  }
  await browser.close();
  if (pages.length > 0) {
    console.log(`${diagrams.size} diagrams of ${pages.length} pages rendered`);
    return;
  }
  for (const file of readdirSync(DIAGRAM_DIR)) {
    if (file.endsWith('.svg') && !diagrams.has(file.replace(/\.svg$/, ''))) {
      unlinkSync(path.join(DIAGRAM_DIR, file));
    }
  }
  console.log(`${diagrams.size} diagrams rendered into ${path.relative(ROOT, DIAGRAM_DIR)}`);
}

if (require.main === module) {
  main(process.argv.slice(2)).catch((error: unknown) => {
    console.error(error);
    process.exitCode = 1;
  });
}
