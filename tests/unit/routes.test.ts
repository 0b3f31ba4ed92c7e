import {mkdtempSync, mkdirSync, writeFileSync} from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {describe, expect, it} from 'vitest';
import {REDIRECTS} from '../../src/data/redirects';
import {
  DOC_ROUTES,
  SIDEBAR_DOC_IDS,
  docFiles,
  routeOfDocFile,
  routeOfDocId,
  sidebarDocIds,
} from '../support/routes';

describe('doc routes', () => {
  it('maps doc files to routes with the trailing-slash policy', () => {
    expect(routeOfDocFile('index.md')).toBe('/');
    expect(routeOfDocFile('cluster/index.mdx')).toBe('/cluster/');
    expect(routeOfDocFile('services/kubernetes/cluster/aws-eks.md')).toBe(
      '/services/kubernetes/cluster/aws-eks/',
    );
  });

  it('lists every doc file in the sidebar, and nothing else', () => {
    const sidebarRoutes = SIDEBAR_DOC_IDS.map(routeOfDocId).sort();
    expect(new Set(sidebarRoutes).size, 'a doc id is listed twice').toBe(sidebarRoutes.length);
    expect(sidebarRoutes).toEqual(DOC_ROUTES);
  });

  it('redirects only from addresses that are not pages, to pages that exist', () => {
    for (const {from, to} of REDIRECTS) {
      expect(DOC_ROUTES).not.toContain(from);
      expect(DOC_ROUTES).toContain(to);
    }
  });
});

describe('adding a page as the README says', () => {
  function site() {
    const docs = mkdtempSync(path.join(os.tmpdir(), 'clouder-docs-'));
    mkdirSync(path.join(docs, 'guides'));
    writeFileSync(path.join(docs, 'index.md'), '# Home\n');
    writeFileSync(path.join(docs, 'guides', 'index.md'), '# Guides\n');
    return docs;
  }

  it('needs the file under docs/ and its id in the sidebar', () => {
    const docs = site();
    // Step 1: the Markdown file where its route should be.
    writeFileSync(path.join(docs, 'guides', 'new-page.md'), '# New page\n');
    const routes = docFiles(docs).map(routeOfDocFile).sort();
    expect(routes).toContain('/guides/new-page/');

    // Without step 2, the sidebar misses the page and the comparison names it.
    const before = sidebarDocIds([
      'index',
      {type: 'category', label: 'Guides', link: {type: 'doc', id: 'guides/index'}, items: []},
    ]);
    expect(before.map(routeOfDocId).sort()).not.toEqual(routes);

    // Step 2: its id, the path without the extension, in sidebars.ts.
    const after = sidebarDocIds([
      'index',
      {
        type: 'category',
        label: 'Guides',
        link: {type: 'doc', id: 'guides/index'},
        items: ['guides/new-page'],
      },
    ]);
    expect(after.map(routeOfDocId).sort()).toEqual(routes);
  });
});
