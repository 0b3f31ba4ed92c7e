import {describe, expect, it} from 'vitest';
import {parseDoc} from '../../scripts/content-checks/markdown';
import {createReviewCheck, reviewProblems} from '../../scripts/content-checks/review';
import type {Finding} from '../../scripts/content-checks/types';

const CONTEXT = {rootDir: '.', siteDocs: () => [], depthAllowlistPath: ''};
const REVIEW = `  - date: '2026-11-25'
    sources: 'clouder a1863c57, helm-charts fc446292, Kubernetes 1.35'
    checked: 40
    wrong: WRONG
    conflicting: 0
    unsupported: 1
    followable: 'yes'
`;

function page(front: string): ReturnType<typeof parseDoc> {
  return parseDoc('docs/page.md', `---\ntitle: 'A page'\n${front}---\n\nText.\n`);
}

function messages(front: string, lastReviewClean = false): string[] {
  const findings = createReviewCheck({lastReviewClean}).check(page(front), CONTEXT) as Finding[];
  return findings.map((finding) => finding.message);
}

const VERIFIED = "verified_against: 'clouder a1863c57, helm-charts fc446292'\n";

describe('the review check', () => {
  it('passes a page with a complete record', () => {
    expect(messages(`${VERIFIED}reviews:\n${REVIEW.replace('WRONG', '2')}`)).toEqual([]);
  });

  it('fails a page with no record, or no snapshot it was verified against', () => {
    expect(messages('')).toEqual([
      'front matter has no verified_against naming the snapshot the page was verified against',
      'front matter records no review',
    ]);
    expect(
      messages(
        `verified_against: 'helm-charts fc446292'\nreviews:\n${REVIEW.replace('WRONG', '0')}`,
      ),
    ).toHaveLength(1);
  });

  it('names what an entry lacks', () => {
    expect(reviewProblems({date: '25/11/2026', checked: 0, followable: 'partly'})).toEqual([
      "has no date 'YYYY-MM-DD'",
      'names no sources',
      'has no wrong count',
      'has no conflicting count',
      'has no unsupported count',
      'checked no statement',
      "says followable 'partly' without why",
    ]);
  });

  it('with lastReviewClean, fails a page whose last review found errors until it is reviewed again', () => {
    const once = `${VERIFIED}reviews:\n${REVIEW.replace('WRONG', '2')}`;
    expect(messages(once, true)).toEqual([
      'the last review found 2 wrong and 0 conflicting statements',
    ]);
    expect(messages(`${once}${REVIEW.replace('WRONG', '0')}`, true)).toEqual([]);
  });

  it('applies to the doc pages only: not to partials, the style guide or fixtures', () => {
    const check = createReviewCheck({lastReviewClean: true});
    expect(check.appliesTo!(parseDoc('docs/_part.md', '# x'))).toBe(false);
    expect(check.appliesTo!(parseDoc('src/pages/markdown-page.mdx', '# x'))).toBe(false);
    expect(check.appliesTo!(parseDoc('tests/content/fixtures/clean.mdx', '# x'))).toBe(false);
    expect(check.appliesTo!(parseDoc('docs/x.md', '# x'))).toBe(true);
  });
});
