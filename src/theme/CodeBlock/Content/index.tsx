/**
 * Swizzled (ejected, rewritten) so that no page loads Prism: theme-classic's code block content
 * runs prism-react-renderer's Highlight in the browser, which pulls Prism into every page. This
 * one draws the same markup (the theme's `Line` for each line, its classes and inline colours)
 * from the tokens Prism made at build time (plugins/code-tokens, src/components/CodeTokens).
 */
import React, {type ComponentProps, type ReactNode} from 'react';
import clsx from 'clsx';
import {useCodeBlockContext} from '@docusaurus/theme-common/internal';
import {usePrismTheme} from '@docusaurus/theme-common';
import Line from '@theme/CodeBlock/Line';
import {Highlight} from '@site/src/components/CodeTokens/Highlight';
import styles from './styles.module.css';

export default function CodeBlockContent({className}: {className?: string}): ReactNode {
  const {metadata, wordWrap} = useCodeBlockContext();
  const theme = usePrismTheme();
  const {code, language, lineNumbersStart, lineClassNames} = metadata;
  const numbered = lineNumbersStart !== undefined;
  return (
    <Highlight theme={theme} code={code} language={language}>
      {({className: languageClass, style, tokens, getLineProps, getTokenProps}) => (
        <pre
          ref={wordWrap.codeBlockRef}
          // A focusable region, so that a keyboard user can scroll a long line into view.
          tabIndex={0}
          className={clsx(className, languageClass, styles.codeBlock, 'thin-scrollbar')}
          style={style}>
          <code
            className={clsx(styles.lines, numbered && styles.numbered)}
            style={numbered ? {counterReset: `line-count ${lineNumbersStart - 1}`} : undefined}>
            {tokens.map((line, index) => (
              <Line
                key={index}
                line={line}
                getLineProps={getLineProps as ComponentProps<typeof Line>['getLineProps']}
                getTokenProps={getTokenProps as ComponentProps<typeof Line>['getTokenProps']}
                classNames={lineClassNames[index]}
                showLineNumbers={numbered}
              />
            ))}
          </code>
        </pre>
      )}
    </Highlight>
  );
}
