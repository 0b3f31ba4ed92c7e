import React, {type ReactNode} from 'react';
import Head from '@docusaurus/Head';
import Layout from '@theme/Layout';
import SearchResultsPage from '@site/src/components/Search/SearchResultsPage';
import {PRODUCT_NAME} from '@site/src/data/site';

export default function Search(): ReactNode {
  return (
    <Layout title="Search" description={`Search the ${PRODUCT_NAME} documentation`}>
      {/* Result lists are not content: keep them out of search engines. */}
      <Head>
        <meta name="robots" content="noindex, follow" />
      </Head>
      <SearchResultsPage />
    </Layout>
  );
}
