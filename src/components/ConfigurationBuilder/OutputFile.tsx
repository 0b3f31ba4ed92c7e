import Heading from '@theme/Heading';
import React, {useRef, useState, type ReactNode} from 'react';
import styles from './styles.module.css';

interface Props {
  /** The file name, used for the download and the heading. */
  fileName: string;
  description: string;
  content: string;
}

function download(fileName: string, content: string): void {
  // Not text/plain, for which Chrome appends .txt to names without an extension (datalayerrc).
  const url = URL.createObjectURL(new Blob([content], {type: 'application/octet-stream'}));
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  document.body.append(link);
  link.click();
  link.remove();
  // The click has started the download; the address is no longer needed.
  setTimeout(() => URL.revokeObjectURL(url), 0);
}

/** One generated file: its text, and buttons to copy and download it. */
export default function OutputFile({fileName, description, content}: Props): ReactNode {
  const pre = useRef<HTMLPreElement>(null);
  const [status, setStatus] = useState('');
  const headingId = `builder-output-${fileName.replace(/[^a-z0-9]+/gi, '-')}`;

  const selectText = () => {
    const element = pre.current;
    const selection = window.getSelection();
    if (!element || !selection) return;
    selection.selectAllChildren(element);
    setStatus('The text is selected: press Ctrl+C (⌘+C on a Mac) to copy it.');
  };

  const copy = async () => {
    try {
      await navigator.clipboard.writeText(content);
      setStatus(`Copied ${fileName} to the clipboard.`);
    } catch {
      selectText();
    }
  };

  return (
    <section className={styles.output} aria-labelledby={headingId}>
      <Heading as="h4">
        <code id={headingId}>{fileName}</code>
      </Heading>
      <p>{description}</p>
      <div className={styles.actions}>
        <button type="button" className="button button--primary button--sm" onClick={copy}>
          Copy<span className={styles.visuallyHidden}> {fileName}</span>
        </button>
        <button
          type="button"
          className="button button--secondary button--sm"
          onClick={() => download(fileName, content)}>
          Download<span className={styles.visuallyHidden}> {fileName}</span>
        </button>
        <span role="status" className={styles.status}>
          {status}
        </span>
      </div>
      <pre ref={pre} className={styles.file} tabIndex={0} aria-label={`Content of ${fileName}`}>
        {content}
      </pre>
    </section>
  );
}
