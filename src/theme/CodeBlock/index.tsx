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
import clsx from 'clsx';

/**
 * The site's Content-Security-Policy allows eval only on the pages whose HTML has this class
 * (scripts/csp.ts): react-live compiles the reader's code with `new Function`.
 */
const LIVE_CODEBLOCK_MARKER = 'clouder-live-codeblock';

function evalAllowed(): boolean {
  try {
    return new Function('return true')() === true;
  } catch {
    return false;
  }
}

/** The path the browser loaded this document at, before any navigation inside the app. */
function documentPath(): string | undefined {
  const [entry] = performance.getEntriesByType('navigation');
  return entry ? new URL(entry.name).pathname : undefined;
}

function LazyLiveCodeBlock(props: LiveCodeBlockProps): ReactNode {
  const [loaded, setLoaded] = useState<{LiveCodeBlock: ComponentType<LiveCodeBlockProps>} | null>(
    null,
  );
  const [evalBlocked, setEvalBlocked] = useState(false);
  useEffect(() => {
    if (!evalAllowed()) {
      // The document came with another page's policy (an in-app navigation): loading this page
      // itself brings its own. Once loaded here, a refusal stays: say so rather than reload again.
      if (documentPath() !== window.location.pathname) window.location.reload();
      else setEvalBlocked(true);
      return undefined;
    }
    let mounted = true;
    void import(/* webpackChunkName: "live-code-block" */ '@theme/LiveCodeBlock').then((module) => {
      if (mounted) setLoaded({LiveCodeBlock: module.default});
    });
    return () => {
      mounted = false;
    };
  }, []);
  if (!loaded) {
    return (
      <>
        <OriginalCodeBlock {...props} className={clsx(props.className, LIVE_CODEBLOCK_MARKER)}>
          {props.children ?? ''}
        </OriginalCodeBlock>
        {evalBlocked && (
          <p role="note">
            The live editor is off: this server&apos;s Content-Security-Policy does not allow it.
          </p>
        )}
      </>
    );
  }
  return <loaded.LiveCodeBlock {...props} />;
}

export default function CodeBlock(props: Props & {live?: boolean}): ReactNode {
  const {children} = props;
  if (props.live && (children === undefined || typeof children === 'string')) {
    return <LazyLiveCodeBlock {...props}>{children}</LazyLiveCodeBlock>;
  }
  return <OriginalCodeBlock {...props} />;
}
