import React, {type ReactNode} from 'react';

/** Stand-in for @theme/Heading in unit tests: the bare heading element. */
export default function Heading({
  as: As,
  children,
  ...rest
}: {
  as: 'h1' | 'h2' | 'h3' | 'h4' | 'h5' | 'h6';
  children?: ReactNode;
  [attribute: string]: unknown;
}): ReactNode {
  return <As {...rest}>{children}</As>;
}
