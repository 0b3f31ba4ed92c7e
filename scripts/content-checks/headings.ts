import {lineOf} from './markdown';
import type {ContentCheck, Finding} from './types';

// The front matter title is rendered as the page's h1, so the body starts at h2.
const FIRST_BODY_LEVEL = 2;

export const headingsCheck: ContentCheck = {
  name: 'headings',
  check(doc) {
    const findings: Finding[] = [];
    let previousLevel = FIRST_BODY_LEVEL - 1;
    for (const heading of doc.headings) {
      const level = heading.depth;
      if (level < FIRST_BODY_LEVEL) {
        findings.push(
          headingFinding(
            doc.path,
            lineOf(heading),
            'h1 in the page body',
            'the title comes from front matter; start sections at ##',
          ),
        );
      } else if (level > previousLevel + 1) {
        findings.push(
          headingFinding(
            doc.path,
            lineOf(heading),
            `heading level skipped: h${level} after h${previousLevel}`,
            `use ${'#'.repeat(previousLevel + 1)} here, or add the missing parent heading`,
          ),
        );
      }
      previousLevel = Math.max(level, FIRST_BODY_LEVEL - 1);
    }
    return findings;
  },
};

function headingFinding(file: string, line: number, message: string, fix: string): Finding {
  return {file, line, check: 'headings', message, fix};
}
