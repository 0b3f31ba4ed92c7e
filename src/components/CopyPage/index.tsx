import React, {useEffect, useRef, useState, type ReactNode} from 'react';
import type {CopyOutcome} from './copy';
import styles from './styles.module.css';

/**
 * "Copy page" and "View as Markdown" for one doc (DESIGN.md#markdown-twins-and-llmstxt). The
 * button fetches the page's Markdown twin and writes it to the clipboard. Where the clipboard
 * API is missing or refuses, the Markdown appears selected in a text box for the reader to copy
 * by hand. The outcome is announced in a live region. No library: this runs on every doc page,
 * and what pressing does (copy.ts) loads on the first press.
 */
export default function CopyPage({href}: {href: string}): ReactNode {
  const [status, setStatus] = useState('');
  const [manual, setManual] = useState<string | null>(null);
  const box = useRef<HTMLTextAreaElement>(null);

  useEffect(() => {
    box.current?.focus();
    box.current?.select();
  }, [manual]);

  async function copy(): Promise<void> {
    setStatus('');
    let outcome: CopyOutcome;
    try {
      const {copyPageMarkdown} = await import(/* webpackChunkName: "copy-page" */ './copy');
      outcome = await copyPageMarkdown(href);
    } catch {
      // The chunk itself did not load: the same advice as for the twin.
      outcome = {kind: 'not-loaded'};
    }
    if (outcome.kind === 'copied') {
      setManual(null);
      setStatus('Copied');
    } else if (outcome.kind === 'manual') {
      setManual(outcome.markdown);
      setStatus('The clipboard is not available: the Markdown is selected below, copy it by hand.');
    } else {
      setStatus('The Markdown could not be loaded: open View as Markdown instead.');
    }
  }

  return (
    <div className={styles.bar}>
      <button type="button" className={styles.button} onClick={() => void copy()}>
        Copy page
      </button>
      {/* The twin is a file, not a route: Link would count it as a broken link and navigate in the app. */}
      {/* eslint-disable-next-line @docusaurus/no-html-links */}
      <a className={styles.link} href={href}>
        View as Markdown
      </a>
      <span className={styles.status} role="status">
        {status}
      </span>
      {manual !== null && (
        <textarea
          ref={box}
          className={styles.manual}
          readOnly
          rows={8}
          value={manual}
          aria-label="Markdown of this page"
        />
      )}
    </div>
  );
}
