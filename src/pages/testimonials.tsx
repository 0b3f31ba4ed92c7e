import React, {type ReactNode} from 'react';
import Layout from '@theme/Layout';
import Heading from '@theme/Heading';
import Link from '@docusaurus/Link';
import UseCaseStory from '@site/src/components/UseCaseStory';
import {SHARE_STORY_URL, USE_CASE_STORIES} from '@site/src/data/testimonials';
import {PRODUCT_NAME} from '@site/src/data/site';

export default function Testimonials(): ReactNode {
  return (
    <Layout
      title="Use cases"
      description={`How operators, data scientists and engineers use ${PRODUCT_NAME} clusters and the Datalayer platform, told by role.`}>
      <main className="container margin-vert--lg">
        <Heading as="h1">Use cases by role</Heading>
        <p>
          These stories describe how each kind of reader uses {PRODUCT_NAME} clusters and the
          Datalayer platform, and which guides they follow. They are written from the documented
          features, not quoted from customers.
        </p>
        {USE_CASE_STORIES.map((story) => (
          <UseCaseStory key={story.id} story={story} />
        ))}
        <Heading as="h2" id="share-your-story">
          Share your story
        </Heading>
        <p>
          Do you run {PRODUCT_NAME} clusters or the platform in a way these stories miss? Tell us
          what you faced, what you built and what changed, in an{' '}
          <Link href={SHARE_STORY_URL}>issue on the support repository</Link>. With your consent, we
          will add it here.
        </p>
      </main>
    </Layout>
  );
}
