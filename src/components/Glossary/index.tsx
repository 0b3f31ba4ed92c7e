import React, {type ReactNode} from 'react';
import Link from '@docusaurus/Link';
import useBrokenLinks from '@docusaurus/useBrokenLinks';
import Heading from '@theme/Heading';
import {GLOSSARY, initialOf, sortedGlossary, type GlossaryTerm} from '../../data/glossary';
import styles from './styles.module.css';

export interface GlossaryProps {
  /** The terms to show; the whole glossary by default. */
  terms?: readonly GlossaryTerm[];
}

/** Renders a definition, turning `backticked` spans into inline code. */
export function renderDefinition(text: string): ReactNode[] {
  return text
    .split(/`([^`]+)`/)
    .map((part, index) => (index % 2 === 1 ? <code key={index}>{part}</code> : part));
}

/** The anchor of the section that holds the terms starting with `letter`. */
export function letterAnchor(letter: string): string {
  return letter === '#' ? 'letter-other' : `letter-${letter.toLowerCase()}`;
}

/**
 * The glossary: every term in alphabetical order, grouped by initial, with an A–Z jump list.
 * Each term is a `<dt>` whose id is its slug, so that `/glossary/#jupyterpool` reaches it.
 */
export default function Glossary({terms = GLOSSARY}: GlossaryProps): ReactNode {
  const brokenLinks = useBrokenLinks();
  const sorted = sortedGlossary(terms);
  const byLetter = new Map<string, GlossaryTerm[]>();
  for (const entry of sorted) {
    const letter = initialOf(entry.term);
    const list = byLetter.get(letter) ?? [];
    list.push(entry);
    byLetter.set(letter, list);
  }
  const alphabet = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ'.split('');

  // Register the terms' anchors so that the build's broken-anchor check accepts links to them
  // (Heading registers the letters' anchors itself).
  for (const entry of sorted) {
    brokenLinks.collectAnchor(entry.slug);
  }

  return (
    <div className={styles.glossary}>
      <nav aria-label="Glossary index" className={styles.jumpList}>
        <ul>
          {alphabet.map((letter) => (
            <li key={letter}>
              {byLetter.has(letter) ? (
                <Link to={`#${letterAnchor(letter)}`}>{letter}</Link>
              ) : (
                <span className={styles.empty} aria-hidden="true">
                  {letter}
                </span>
              )}
            </li>
          ))}
        </ul>
      </nav>
      {[...byLetter.entries()].map(([letter, entries]) => (
        <section key={letter} aria-labelledby={letterAnchor(letter)}>
          <Heading as="h2" id={letterAnchor(letter)} className={styles.letter}>
            {letter}
          </Heading>
          <dl className={styles.terms}>
            {entries.map((entry) => (
              <React.Fragment key={entry.slug}>
                <dt id={entry.slug} className={styles.term}>
                  <Link to={`#${entry.slug}`} className={styles.self}>
                    {entry.term}
                  </Link>
                  {entry.aliases && entry.aliases.length > 0 && (
                    <span className={styles.aliases}> (also: {entry.aliases.join(', ')})</span>
                  )}
                </dt>
                <dd className={styles.definition}>
                  <p>{renderDefinition(entry.definition)}</p>
                  <Link to={entry.seeAlso} className={styles.more}>
                    Read more<span className={styles.visuallyHidden}> about {entry.term}</span>
                  </Link>
                </dd>
              </React.Fragment>
            ))}
          </dl>
        </section>
      ))}
    </div>
  );
}
