/**
 * Wrapped, not ejected: puts "Copy page" and "View as Markdown" (src/components/CopyPage) above
 * the content of each doc of the site's docs, whose Markdown twins the markdown-twins plugin
 * writes (DESIGN.md#markdown-twins-and-llmstxt). The test-only docs have no twin, so no button.
 */
import React, {type ReactNode} from 'react';
import Content from '@theme-original/DocItem/Content';
import type ContentType from '@theme/DocItem/Content';
import type {WrapperProps} from '@docusaurus/types';
import {useActivePlugin, useDoc} from '@docusaurus/plugin-content-docs/client';
import CopyPage from '@site/src/components/CopyPage';
import {twinPath} from '@site/plugins/markdown-twins/llms';

type Props = WrapperProps<typeof ContentType>;

export default function ContentWrapper(props: Props): ReactNode {
  const {metadata} = useDoc();
  const plugin = useActivePlugin();
  return (
    <>
      {plugin?.pluginId === 'default' && <CopyPage href={twinPath(metadata.permalink)} />}
      <Content {...props} />
    </>
  );
}
