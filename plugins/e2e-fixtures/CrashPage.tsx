import React, {type ReactNode} from 'react';
import Layout from '@theme/Layout';

declare global {
  interface Window {
    /** Set to false by a test before it presses "Try again", so the page renders the second time. */
    clouderE2eCrash?: boolean;
  }
}

/** Throws an error with a cause while window.clouderE2eCrash is not false. */
function Crashing(): ReactNode {
  if (typeof window !== 'undefined' && window.clouderE2eCrash !== false) {
    throw new Error('Rendering the crash fixture failed', {
      cause: new Error('The fixture was told to crash'),
    });
  }
  return <p id="crash-fixture-recovered">The crash fixture rendered.</p>;
}

export default function CrashPage(): ReactNode {
  return (
    <Layout title="Crash fixture">
      <main className="container margin-vert--lg">
        <Crashing />
      </main>
    </Layout>
  );
}
