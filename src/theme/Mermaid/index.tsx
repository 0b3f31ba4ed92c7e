/**
 * Swizzled (wrap): Mermaid draws a diagram in the browser, so without JavaScript the page had
 * nothing where the diagram goes. The diagram's source, which reads as a list of its nodes and
 * arrows, is kept in a <noscript> for that case.
 */
import React, {type ReactNode} from 'react';
import OriginalMermaid from '@theme-original/Mermaid';

export default function Mermaid(props: {value: string}): ReactNode {
  return (
    <>
      <noscript>
        <pre className="mermaid-source" aria-label="Diagram source">
          {props.value}
        </pre>
      </noscript>
      <OriginalMermaid {...props} />
    </>
  );
}
