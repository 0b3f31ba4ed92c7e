import React from 'react';
import {renderToStaticMarkup} from 'react-dom/server';
import {describe, expect, it} from 'vitest';
import {GLOSSARY, sortedGlossary} from '../../data/glossary';

import Glossary from './index';
import {collectedAnchors as collected} from '../../../tests/unit/stubs/useBrokenLinks';
import {docFiles, routeOfDocFile} from '../../../tests/support/routes';

const html = renderToStaticMarkup(<Glossary />);
/** The terms' ids in the order the markup shows them. */
const renderedIds = [...html.matchAll(/<dt id="([^"]+)"/g)].map((match) => match[1]);

/** Every route of the docs, read from the files under docs/. */
function docRoutes(): Set<string> {
  return new Set(docFiles().map(routeOfDocFile));
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
    expect(html).toContain('<code>clouder kubeadm</code>');
    expect(html).not.toMatch(/`/);
  });

  it('registers every anchor for the broken-anchor check', () => {
    for (const entry of GLOSSARY) {
      expect(collected).toContain(entry.slug);
    }
  });
});
