import React, {type ReactNode} from 'react';
import Layout from '@theme/Layout';
import Heading from '@theme/Heading';

/**
 * A page whose markup differs between the server and the browser, on purpose, in an attribute:
 * React keeps the server's attribute while hydrating and, in production, says nothing. The
 * control case of tests/e2e/hydration.spec.ts, which must find exactly this difference.
 */
export default function HydrationMismatchPage(): ReactNode {
  const side = typeof window === 'undefined' ? 'server' : 'browser';
  return (
    <Layout title="Hydration mismatch fixture">
      <main className="container margin-vert--lg">
        <Heading as="h1">Hydration mismatch fixture</Heading>
        <p data-rendered-by={side}>Rendered on both sides.</p>
      </main>
    </Layout>
  );
}
