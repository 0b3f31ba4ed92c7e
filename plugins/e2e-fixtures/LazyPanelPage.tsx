import React, {type ReactNode} from 'react';
import Loadable from 'react-loadable';
import Layout from '@theme/Layout';
import Loading from '@theme/Loading';

/**
 * A component loaded from its own chunk with the same Loadable and Loading components that
 * Docusaurus uses for route content, so a test can make the chunk fail and press Retry.
 */
const LazyPanel = Loadable({
  loader: () => import(/* webpackChunkName: "e2e-lazy-panel" */ './LazyPanel'),
  loading: Loading,
});

export default function LazyPanelPage(): ReactNode {
  return (
    <Layout title="Lazy panel fixture">
      <main className="container margin-vert--lg">
        <LazyPanel />
      </main>
    </Layout>
  );
}
