import React, {useEffect, useRef, useState, type ReactNode} from 'react';
import styles from './styles.module.css';

/**
 * "Copy page" and "View as Markdown" for one doc (DESIGN.md#markdown-twins-and-llmstxt). The
 * button fetches the page's Markdown twin and writes it to the clipboard. Where the clipboard
 * API is missing or refuses, the Markdown appears selected in a text box for the reader to copy
 * by hand. The outcome is announced in a live region. No library: this runs on every doc page.
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
    let markdown: string;
    try {
      const response = await fetch(href);
      if (!response.ok) throw new Error(String(response.status));
      markdown = await response.text();
    } catch {
      setStatus('The Markdown could not be loaded: open View as Markdown instead.');
      return;
    }
    try {
      await navigator.clipboard.writeText(markdown);
      setManual(null);
      setStatus('Copied');
    } catch {
      setManual(markdown);
      setStatus('The clipboard is not available: the Markdown is selected below, copy it by hand.');
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
