/**
 * Swizzled (wrap) for two elements the theme does not have:
 * - `Diagram`, which plugins/mermaid-svg puts where a diagram goes (src/components/Diagram);
 * - Markdown tables reachable by keyboard. Infima lets a table scroll sideways when it is wider
 *   than the article (`display: block; overflow: auto`); a scrollable region must be focusable
 *   so that a keyboard user can scroll it (WCAG 2.1.1, axe rule `scrollable-region-focusable`).
 * Every other element is the theme's own.
 */
import React, {type ComponentProps, type ReactNode} from 'react';
import MDXComponents from '@theme-original/MDXComponents';
import Diagram from '@site/src/components/Diagram';

function Table(props: ComponentProps<'table'>): ReactNode {
  return <table tabIndex={0} {...props} />;
}

export default {...MDXComponents, table: Table, Diagram};
