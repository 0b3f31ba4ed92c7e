/**
 * Wrapped, not ejected: above each doc of the site's docs, "Copy page" and "View as Markdown"
 * (src/components/CopyPage), and in its head a `<link rel="alternate" type="text/markdown">`, for
 * the Markdown twin the markdown-twins plugin writes (DESIGN.md#markdown-twins-and-llmstxt). The
 * test-only docs have no twin, so neither.
 */
import React, {type ReactNode} from 'react';
import Content from '@theme-original/DocItem/Content';
import type ContentType from '@theme/DocItem/Content';
import type {WrapperProps} from '@docusaurus/types';
import Head from '@docusaurus/Head';
import {useActivePlugin, useDoc} from '@docusaurus/plugin-content-docs/client';
import CopyPage from '@site/src/components/CopyPage';
import {twinPath} from '@site/src/utils/twins';

type Props = WrapperProps<typeof ContentType>;

export default function ContentWrapper(props: Props): ReactNode {
  const {metadata} = useDoc();
  const plugin = useActivePlugin();
  const twin = plugin?.pluginId === 'default' ? twinPath(metadata.permalink) : undefined;
  return (
    <>
      {twin && (
        <>
          {/* Tools that read the page find its Markdown without guessing the address. */}
          <Head>
            <link rel="alternate" type="text/markdown" href={twin} />
          </Head>
          <CopyPage href={twin} />
        </>
      )}
      <Content {...props} />
    </>
  );
}
