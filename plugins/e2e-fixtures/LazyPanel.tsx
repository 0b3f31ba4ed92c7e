import React, {type ReactNode} from 'react';

export default function LazyPanel(): ReactNode {
  return <p id="lazy-panel-loaded">The lazy panel loaded.</p>;
}
