/**
 * Swizzled (wrap) so that Copy on a console block (```shell-session) copies the commands alone:
 * no prompt, no output, which a reader would otherwise have to delete before running them. Every
 * other block copies as the theme does.
 */
import React, {useContext, useMemo, type ReactNode} from 'react';
import CopyButton from '@theme-original/CodeBlock/Buttons/CopyButton';
import type {Props} from '@theme/CodeBlock/Buttons/CopyButton';
import {CodeBlockContextProvider, useCodeBlockContext} from '@docusaurus/theme-common/internal';
import {CONSOLE_LANGUAGES, commandsOf, linesToDraw} from '@site/src/data/codeTokens';
import {CodeTokensContext} from '@site/src/components/CodeTokens/context';

export default function CopyButtonWrapper(props: Props): ReactNode {
  const context = useCodeBlockContext();
  const block = useContext(CodeTokensContext);
  const {metadata} = context;
  const commands = useMemo(
    () =>
      CONSOLE_LANGUAGES.has(metadata.language ?? '') && block
        ? commandsOf(linesToDraw(block, metadata.code))
        : undefined,
    [metadata.language, metadata.code, block],
  );
  if (commands === undefined) return <CopyButton {...props} />;
  return (
    <CodeBlockContextProvider metadata={{...metadata, code: commands}} wordWrap={context.wordWrap}>
      <CopyButton {...props} />
    </CodeBlockContextProvider>
  );
}
