import React, {type ReactNode} from 'react';

/** Stand-in for @docusaurus/Link in unit tests: a plain anchor. */
export default function Link({
  to,
  href,
  children,
  ...rest
}: {
  to?: string;
  href?: string;
  children?: ReactNode;
  [attribute: string]: unknown;
}): ReactNode {
  return (
    // eslint-disable-next-line @docusaurus/no-html-links
    <a href={to ?? href} {...rest}>
      {children}
    </a>
  );
}
