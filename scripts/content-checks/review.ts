/**
 * The `review` check: every doc page records, in its front matter, the independent reviews it has
 * had (issue "Every page verified"; DESIGN.md, "Page reviews"):
 *
 *   verified_against: 'clouder a1863c57, helm-charts fc446292'
 *   reviews:
 *     - date: '2026-11-25'
 *       sources: 'clouder a1863c57, helm-charts fc446292, Kubernetes 1.35'
 *       checked: 57      # statements checked
 *       wrong: 3         # found wrong (and fixed)
 *       conflicting: 1   # in conflict with the source or another page
 *       unsupported: 2   # claims no public source supports
 *       followable: 'yes'   # or 'partly' / 'no', with why: '...'
 *
 * Each entry must be complete; with `lastReviewClean`, the last review must have found nothing
 * wrong or conflicting, so a page whose review found errors is reviewed again after the fixes.
 */
import {isDocsPage, isPartial, type ParsedDoc} from './markdown';
import type {ContentCheck, Finding} from './types';

const LABEL = /^clouder [0-9a-f]{8}, helm-charts [0-9a-f]{8}$/;
const COUNTS = ['checked', 'wrong', 'conflicting', 'unsupported'] as const;
const VERDICTS = ['yes', 'partly', 'no'];

/** What is missing or malformed in one review entry. */
export function reviewProblems(entry: unknown): string[] {
  if (!entry || typeof entry !== 'object' || Array.isArray(entry)) return ['is not a map'];
  const review = entry as Record<string, unknown>;
  const problems: string[] = [];
  if (typeof review.date !== 'string' || !/^\d{4}-\d{2}-\d{2}$/.test(review.date)) {
    problems.push("has no date 'YYYY-MM-DD'");
  }
  if (typeof review.sources !== 'string' || review.sources.trim() === '') {
    problems.push('names no sources');
  }
  for (const count of COUNTS) {
    const value = review[count];
    if (typeof value !== 'number' || !Number.isInteger(value) || value < 0) {
      problems.push(`has no ${count} count`);
    }
  }
  if (typeof review.checked === 'number' && review.checked === 0) {
    problems.push('checked no statement');
  }
  if (typeof review.followable !== 'string' || !VERDICTS.includes(review.followable)) {
    problems.push("has no followable verdict ('yes', 'partly' or 'no')");
  } else if (
    review.followable !== 'yes' &&
    (typeof review.why !== 'string' || !review.why.trim())
  ) {
    problems.push(`says followable '${review.followable}' without why`);
  }
  return problems;
}

export function createReviewCheck(options: {lastReviewClean: boolean}): ContentCheck {
  return {
    name: 'review',
    // The site's doc pages: the style guide under src/pages/ and test fixtures have no review.
    appliesTo: (doc: ParsedDoc) => isDocsPage(doc) && !isPartial(doc),
    check(doc): Finding[] {
      const findings: Finding[] = [];
      const report = (message: string, fix: string) =>
        findings.push({file: doc.path, line: 1, check: 'review', message, fix});
      const {verified_against: against, reviews} = doc.frontMatter;
      if (typeof against !== 'string' || !LABEL.test(against)) {
        report(
          'front matter has no verified_against naming the snapshot the page was verified against',
          "after a review, set verified_against: 'clouder <id>, helm-charts <id>' (SNAPSHOT_LABEL)",
        );
      }
      if (!Array.isArray(reviews) || reviews.length === 0) {
        report(
          'front matter records no review',
          'have a reader who did not write the page review it, and record it under reviews: (DESIGN.md, "Page reviews")',
        );
        return findings;
      }
      reviews.forEach((entry, index) => {
        for (const problem of reviewProblems(entry)) {
          report(`review ${index + 1} ${problem}`, 'complete the review record');
        }
      });
      const last = reviews[reviews.length - 1] as Record<string, unknown>;
      if (
        options.lastReviewClean &&
        ((last.wrong as number) > 0 || (last.conflicting as number) > 0)
      ) {
        report(
          `the last review found ${String(last.wrong)} wrong and ${String(last.conflicting)} conflicting statements`,
          'after the fixes, have the page reviewed again and record that review',
        );
      }
      return findings;
    },
  };
}

export const reviewCheck = createReviewCheck({lastReviewClean: true});
