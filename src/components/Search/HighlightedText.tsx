import React, {type ReactNode} from 'react';
import type {TextSegment} from '@site/src/utils/search/types';

/** Text with its matched words in `<mark>`. */
export default function HighlightedText({segments}: {segments: readonly TextSegment[]}): ReactNode {
  return segments.map((segment, index) =>
    segment.matched ? (
      <mark key={index}>{segment.text}</mark>
    ) : (
      <React.Fragment key={index}>{segment.text}</React.Fragment>
    ),
  );
}
