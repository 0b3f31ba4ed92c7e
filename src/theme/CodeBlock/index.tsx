/**
 * Swizzled (wrap) to load the live playground on demand. @docusaurus/theme-live-codeblock
 * imports its playground (react-live and the sucrase compiler) into the code block of every
 * page, although only the style guide has a live block. Here a live block renders as a plain
 * code block on the server and at first paint, and the playground's chunk loads only on pages
 * that have one.
 */
import React, {useEffect, useState, type ComponentType, type ReactNode} from 'react';
import type {Props} from '@theme/CodeBlock';
import type {Props as LiveCodeBlockProps} from '@theme/LiveCodeBlock';
import OriginalCodeBlock from '@theme-init/CodeBlock';

function LazyLiveCodeBlock(props: LiveCodeBlockProps): ReactNode {
  const [loaded, setLoaded] = useState<{LiveCodeBlock: ComponentType<LiveCodeBlockProps>} | null>(
    null,
  );
  useEffect(() => {
    let mounted = true;
    void import(/* webpackChunkName: "live-code-block" */ '@theme/LiveCodeBlock').then((module) => {
      if (mounted) setLoaded({LiveCodeBlock: module.default});
    });
    return () => {
      mounted = false;
    };
  }, []);
  if (!loaded) return <OriginalCodeBlock {...props}>{props.children ?? ''}</OriginalCodeBlock>;
  return <loaded.LiveCodeBlock {...props} />;
}

export default function CodeBlock(props: Props & {live?: boolean}): ReactNode {
  const {children} = props;
  if (props.live && (children === undefined || typeof children === 'string')) {
    return <LazyLiveCodeBlock {...props}>{children}</LazyLiveCodeBlock>;
  }
  return <OriginalCodeBlock {...props} />;
}
