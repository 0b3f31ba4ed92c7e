/*
 * Root, the component Docusaurus renders around the whole app for state that outlives a route
 * (created here, not swizzled from the theme, which has none of its own): it holds the reader's
 * values for every code block (src/components/YourValues/context.tsx).
 */
import React, {type ReactNode} from 'react';
import {YourValuesProvider} from '@site/src/components/YourValues/context';

export default function Root({children}: {children: ReactNode}): ReactNode {
  return <YourValuesProvider>{children}</YourValuesProvider>;
}
