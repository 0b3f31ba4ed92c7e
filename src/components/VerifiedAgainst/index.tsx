/**
 * "Verified <date> against <snapshot>" for a doc whose front matter records a review
 * (`verified_against` and `reviews`, checked by the content gate's `review` check): the date of
 * the last review and the upstream sources the page was last verified against.
 */
import React, {type ReactNode} from 'react';
import styles from './styles.module.css';

/** The line's text, or null when the front matter holds no complete record. */
export function verifiedText(frontMatter: Record<string, unknown>): string | null {
  const against = frontMatter.verified_against;
  const reviews = frontMatter.reviews;
  if (typeof against !== 'string' || !Array.isArray(reviews) || reviews.length === 0) return null;
  const {date} = reviews[reviews.length - 1] as {date?: unknown};
  // Docusaurus reads an unquoted YAML date as a Date; the gate's reader keeps it a string.
  const day = date instanceof Date ? date.toISOString().slice(0, 10) : date;
  if (typeof day !== 'string') return null;
  return `Verified ${day} against ${against}`;
}

export default function VerifiedAgainst({
  frontMatter,
}: {
  frontMatter: Record<string, unknown>;
}): ReactNode {
  const text = verifiedText(frontMatter);
  if (!text) return null;
  return <p className={`${styles.verified} verified-against`}>{text}</p>;
}
