import React, {type ReactNode} from 'react';
import Layout from '@theme/Layout';
import SearchResultsPage from '@site/src/components/Search/SearchResultsPage';

export default function Search(): ReactNode {
  return (
    <Layout title="Search" description="Search the Clouder documentation">
      <SearchResultsPage />
    </Layout>
  );
}
