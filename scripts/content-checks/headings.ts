import type {Heading} from 'mdast';
import {lineOf, type ParsedDoc} from './markdown';
import type {ContentCheck, Finding} from './types';

export const headingsCheck: ContentCheck = {
  name: 'headings',
  check(doc) {
    const findings: Finding[] = [];
    const topLevel = topHeadingLevel(doc);
    let previousLevel = topLevel - 1;
    for (const heading of doc.headings) {
      const problem = headingProblem(heading, previousLevel, topLevel, doc);
      if (problem)
        findings.push({file: doc.path, line: lineOf(heading), check: 'headings', ...problem});
      previousLevel = Math.max(heading.depth, topLevel - 1);
    }
    return findings;
  },
};

/**
 * A doc's front matter title is rendered as its h1, so its body starts at h2. A standalone page
 * under src/pages gets no rendered title and opens with its own single h1.
 */
function topHeadingLevel(doc: ParsedDoc): number {
  return isStandalonePageWithOwnTitle(doc) ? 1 : 2;
}

function isStandalonePageWithOwnTitle(doc: ParsedDoc): boolean {
  return doc.path.startsWith('src/pages/') && doc.headings[0]?.depth === 1;
}

function headingProblem(
  heading: Heading,
  previousLevel: number,
  topLevel: number,
  doc: ParsedDoc,
): Pick<Finding, 'message' | 'fix'> | null {
  const level = heading.depth;
  const isOwnTitle = topLevel === 1 && heading === doc.headings[0];
  if (level < 2 && !isOwnTitle) {
    return {
      message: 'h1 in the page body',
      fix: 'the title comes from front matter (or the page’s first heading); start sections at ##',
    };
  }
  if (level > previousLevel + 1) {
    return {
      message: `heading level skipped: h${level} after h${previousLevel}`,
      fix: `use ${'#'.repeat(previousLevel + 1)} here, or add the missing parent heading`,
    };
  }
  return null;
}
