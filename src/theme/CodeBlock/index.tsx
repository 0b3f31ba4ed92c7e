/**
 * Swizzled (wrap) for two costs of the theme's code block on a phone:
 *
 * - The live playground loads on demand. @docusaurus/theme-live-codeblock imports its
 *   playground (react-live and the sucrase compiler) into the code block of every page, although
 *   only the style guide has a live block. Here a live block renders as a plain code block on
 *   the server and at first paint, and the playground's chunk loads only when the block comes
 *   near the viewport.
 * - No remount after hydration. theme-classic's CodeBlock renders its content with
 *   `key={String(isBrowser)}` so that a dark-mode reader gets the dark Prism theme after
 *   hydration; every code block is thrown away and highlighted again. The site is light only
 *   (one Prism theme), so that second render is pure main-thread time: the content components
 *   are rendered here once.
 */
import React, {
  isValidElement,
  useEffect,
  useRef,
  useState,
  type ComponentType,
  type ReactNode,
} from 'react';
import type {Props} from '@theme/CodeBlock';
import type {Props as LiveCodeBlockProps} from '@theme/LiveCodeBlock';
import ElementContent from '@theme/CodeBlock/Content/Element';
import StringContent from '@theme/CodeBlock/Content/String';

/** How far from the viewport a live block starts loading its playground. */
const LIVE_ROOT_MARGIN = '600px 0px';

/** As theme-classic does: plain string children, so that the copy button can copy them. */
function maybeStringifyChildren(children: ReactNode): ReactNode {
  if (React.Children.toArray(children).some((child) => isValidElement(child))) return children;
  return Array.isArray(children) ? children.join('') : children;
}

function PlainCodeBlock({children: rawChildren, ...props}: Props): ReactNode {
  const children = maybeStringifyChildren(rawChildren);
  if (typeof children === 'string') return <StringContent {...props}>{children}</StringContent>;
  return <ElementContent {...props}>{children}</ElementContent>;
}

function LazyLiveCodeBlock(props: LiveCodeBlockProps): ReactNode {
  const placeholder = useRef<HTMLDivElement>(null);
  const [loaded, setLoaded] = useState<{LiveCodeBlock: ComponentType<LiveCodeBlockProps>} | null>(
    null,
  );
  useEffect(() => {
    let mounted = true;
    const load = () =>
      void import(/* webpackChunkName: "live-code-block" */ '@theme/LiveCodeBlock').then(
        (module) => {
          if (mounted) setLoaded({LiveCodeBlock: module.default});
        },
      );
    const element = placeholder.current;
    if (!element || typeof IntersectionObserver === 'undefined') {
      load();
      return () => {
        mounted = false;
      };
    }
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) {
          observer.disconnect();
          load();
        }
      },
      {rootMargin: LIVE_ROOT_MARGIN},
    );
    observer.observe(element);
    return () => {
      mounted = false;
      observer.disconnect();
    };
  }, []);
  if (!loaded) {
    return (
      <div ref={placeholder} data-live-code-block="pending">
        <PlainCodeBlock {...props}>{props.children ?? ''}</PlainCodeBlock>
      </div>
    );
  }
  return <loaded.LiveCodeBlock {...props} />;
}

export default function CodeBlock(props: Props & {live?: boolean}): ReactNode {
  const {children} = props;
  if (props.live && (children === undefined || typeof children === 'string')) {
    return <LazyLiveCodeBlock {...props}>{children}</LazyLiveCodeBlock>;
  }
  return <PlainCodeBlock {...props} />;
}
