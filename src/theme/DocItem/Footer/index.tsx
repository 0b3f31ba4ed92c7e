/**
 * Wrapped, not ejected: above the footer of each doc (last updated, edit link), the line saying
 * when the page was last verified and against which upstream snapshot (src/components/
 * VerifiedAgainst), read from the doc's front matter.
 */
import React, {type ReactNode} from 'react';
import Footer from '@theme-original/DocItem/Footer';
import type FooterType from '@theme/DocItem/Footer';
import type {WrapperProps} from '@docusaurus/types';
import {useDoc} from '@docusaurus/plugin-content-docs/client';
import VerifiedAgainst from '@site/src/components/VerifiedAgainst';

type Props = WrapperProps<typeof FooterType>;

export default function FooterWrapper(props: Props): ReactNode {
  const {frontMatter} = useDoc();
  return (
    <>
      <VerifiedAgainst frontMatter={frontMatter as Record<string, unknown>} />
      <Footer {...props} />
    </>
  );
}
