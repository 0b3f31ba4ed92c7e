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
 *
 * - Highlighted at build time. plugins/code-tokens hands each block the tokens Prism made of it
 *   (the `codetokens` property); they are decoded here once, against the code as written, for
 *   the swizzled `CodeBlock/Content`, which draws them (src/components/CodeTokens), and for Copy:
 *   no page loads Prism.
 *
 * - A reader's values. Once a reader has set values (the "Your values" dialog), a block with
 *   places for them shows and copies them: the code and its tokens are filled here, before the
 *   theme sees them (src/utils/yourValues/fill.ts, loaded only then, through the context that
 *   src/theme/Root.tsx provides).
 *
 * The live block also copes with the site's Content-Security-Policy, which allows eval (react-live
 * compiles the reader's code with `new Function`) only on pages whose HTML marks a live block
 * (DESIGN.md#content-security-policy).
 */
import React, {
  isValidElement,
  useContext,
  useEffect,
  useMemo,
  useRef,
  useState,
  type ComponentType,
  type ReactNode,
} from 'react';
import type {Props} from '@theme/CodeBlock';
import type {Props as LiveCodeBlockProps} from '@theme/LiveCodeBlock';
import ElementContent from '@theme/CodeBlock/Content/Element';
import StringContent from '@theme/CodeBlock/Content/String';
import clsx from 'clsx';
import {LIVE_CODEBLOCK_MARKER} from '@site/src/data/markers';
import {decodeBlock, type EncodedLines} from '@site/src/data/codeTokens';
import {CodeTokensContext} from '@site/src/components/CodeTokens/context';
import useIsBrowser from '@docusaurus/useIsBrowser';
import {YourValuesContext} from '@site/src/components/YourValues/context';
import {hasSlots} from '@site/src/utils/yourValues/slots';
import YourValuesButton from '@site/src/components/YourValues/OpenButton';
import yourValuesStyles from '@site/src/components/YourValues/styles.module.css';

/**
 * The "Your values" button above a block with places to fill, once hydrated (without JavaScript
 * the dialog cannot open). A component of its own, so that hydration re-renders the button and
 * not the whole block: a block drawn twice is main-thread time on pages with many blocks.
 */
function YourValuesAboveBlock(): ReactNode {
  const isBrowser = useIsBrowser();
  return isBrowser ? <YourValuesButton className={yourValuesStyles.aboveBlock} /> : null;
}

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
        <PlainCodeBlock {...props} className={clsx(props.className, LIVE_CODEBLOCK_MARKER)}>
          {props.children ?? ''}
        </PlainCodeBlock>
        {evalBlocked && (
          <p role="note">
            The live editor is off: this server&apos;s Content-Security-Policy does not allow it.
          </p>
        )}
      </div>
    );
  }
  return <loaded.LiveCodeBlock {...props} />;
}

/** The build-time tokens of a block (plugins/code-tokens), or undefined for a block without. */
function parseTokens(json: string | undefined): EncodedLines | undefined {
  if (!json) return undefined;
  try {
    return JSON.parse(json) as EncodedLines;
  } catch {
    return undefined;
  }
}

export default function CodeBlock({
  codetokens,
  ...props
}: Props & {live?: boolean; codetokens?: string}): ReactNode {
  const {children, metastring} = props;
  const written = typeof children === 'string' ? children : undefined;
  const block = useMemo(() => decodeBlock(written, parseTokens(codetokens)), [written, codetokens]);
  // Null on the server, while hydrating and for a reader with no values: the page as built.
  const yourValues = useContext(YourValuesContext);
  const filled = useMemo(
    () =>
      yourValues && written !== undefined && !props.live
        ? yourValues.fill.fillBlock(written, block?.lines, yourValues.variables, metastring)
        : undefined,
    [yourValues, written, block, metastring, props.live],
  );
  const shownBlock = filled ? filled.lines && {written: filled.code, lines: filled.lines} : block;
  const content =
    props.live && (children === undefined || typeof children === 'string') ? (
      <LazyLiveCodeBlock {...props}>{children}</LazyLiveCodeBlock>
    ) : (
      <PlainCodeBlock {...props}>{filled ? filled.code : children}</PlainCodeBlock>
    );
  const fillable = useMemo(
    () => written !== undefined && !props.live && hasSlots(written, metastring),
    [written, props.live, metastring],
  );
  return (
    <CodeTokensContext.Provider value={shownBlock}>
      {fillable && <YourValuesAboveBlock />}
      {content}
    </CodeTokensContext.Provider>
  );
}
