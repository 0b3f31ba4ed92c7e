import React from 'react';
import fs from 'node:fs';
import path from 'node:path';
import {renderToStaticMarkup} from 'react-dom/server';
import {describe, expect, it, vi} from 'vitest';
import {GLOSSARY, sortedGlossary} from '../../data/glossary';

// The Docusaurus aliases only exist in the site bundle: replace them with plain stand-ins.
vi.mock('@docusaurus/Link', () => ({
  default: ({to, children, ...rest}: {to: string; children?: React.ReactNode}) =>
    React.createElement('a', {href: to, ...rest}, children),
}));
vi.mock('@theme/Heading', () => ({
  default: ({as, children, ...rest}: {as: string; children?: React.ReactNode}) =>
    React.createElement(as, rest, children),
}));
const collected: string[] = [];
vi.mock('@docusaurus/useBrokenLinks', () => ({
  default: () => ({
    collectAnchor: (anchor: string) => collected.push(anchor),
    collectLink: () => undefined,
  }),
}));

const {default: Glossary} = await import('./index');

const html = renderToStaticMarkup(<Glossary />);
/** The terms' ids in the order the markup shows them. */
const renderedIds = [...html.matchAll(/<dt id="([^"]+)"/g)].map((match) => match[1]);

/** Every route of the docs, read from the files under docs/ (docs are served at the site root). */
function docRoutes(): Set<string> {
  const root = path.resolve(__dirname, '../../../docs');
  const routes = new Set<string>();
  const walk = (dir: string): void => {
    for (const entry of fs.readdirSync(dir, {withFileTypes: true})) {
      const full = path.join(dir, entry.name);
      if (entry.isDirectory()) {
        if (!entry.name.startsWith('_')) walk(full);
        continue;
      }
      if (!/\.mdx?$/.test(entry.name) || entry.name.startsWith('_')) continue;
      const relative = path.relative(root, full).split(path.sep).join('/');
      const withoutExtension = relative.replace(/\.mdx?$/, '');
      const route = withoutExtension.replace(/(^|\/)index$/, '');
      routes.add(route === '' ? '/' : `/${route}/`);
    }
  };
  walk(root);
  return routes;
}

describe('glossary data', () => {
  it('has at least 55 terms', () => {
    expect(GLOSSARY.length).toBeGreaterThanOrEqual(55);
  });

  it('has unique kebab-case slugs', () => {
    const slugs = GLOSSARY.map((entry) => entry.slug);
    expect(new Set(slugs).size).toBe(slugs.length);
    for (const slug of slugs) {
      expect(slug).toMatch(/^[a-z0-9]+(-[a-z0-9]+)*$/);
    }
  });

  it('has unique terms and non-empty definitions', () => {
    const terms = GLOSSARY.map((entry) => entry.term.toLowerCase());
    expect(new Set(terms).size).toBe(terms.length);
    for (const entry of GLOSSARY) {
      expect(entry.definition.trim().length, entry.term).toBeGreaterThan(20);
    }
  });

  it('points every seeAlso at a route of the site', () => {
    const routes = docRoutes();
    expect(routes.has('/glossary/')).toBe(true);
    const missing = GLOSSARY.filter((entry) => !routes.has(entry.seeAlso)).map(
      (entry) => `${entry.term}: ${entry.seeAlso}`,
    );
    expect(missing).toEqual([]);
  });
});

describe('<Glossary />', () => {
  it('renders every term once, with its slug as anchor', () => {
    expect(renderedIds).toHaveLength(GLOSSARY.length);
    expect(new Set(renderedIds)).toEqual(new Set(GLOSSARY.map((entry) => entry.slug)));
  });

  it('renders the terms in alphabetical order', () => {
    const renderedTerms = renderedIds.map(
      (id) => GLOSSARY.find((entry) => entry.slug === id)?.term ?? '',
    );
    const expected = [...renderedTerms].sort((a, b) =>
      a.localeCompare(b, 'en', {sensitivity: 'base'}),
    );
    expect(renderedTerms).toEqual(expected);
    expect(renderedIds).toEqual(sortedGlossary().map((entry) => entry.slug));
  });

  it('gives each term a Read more link to its page', () => {
    for (const entry of GLOSSARY) {
      expect(html).toContain(`href="${entry.seeAlso}"`);
    }
    expect(html.match(/Read more/g)).toHaveLength(GLOSSARY.length);
  });

  it('links each letter of the jump list to a section that exists', () => {
    const jumps = [...html.matchAll(/href="#(letter-[a-z]+)"/g)].map((match) => match[1]);
    expect(jumps.length).toBeGreaterThan(10);
    for (const anchor of jumps) {
      expect(html).toContain(`id="${anchor}"`);
    }
  });

  it('renders backticked spans of a definition as inline code', () => {
    expect(html).toContain('<code>pip install clouder</code>');
    expect(html).not.toMatch(/`/);
  });

  it('registers every anchor for the broken-anchor check', () => {
    for (const entry of GLOSSARY) {
      expect(collected).toContain(entry.slug);
    }
  });
});
