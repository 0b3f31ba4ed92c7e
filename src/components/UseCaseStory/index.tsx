import React, {type ReactNode} from 'react';
import Link from '@docusaurus/Link';
import type {UseCaseStory as Story} from '@site/src/data/testimonials';
import Heading from '@theme/Heading';
import styles from './styles.module.css';

/** One use-case story: the role, what they faced, what they did and what they got. */
export default function UseCaseStory({story}: {story: Story}): ReactNode {
  return (
    <article id={story.id} className={styles.story}>
      <Heading as="h2" className={styles.role}>
        {story.role}
      </Heading>
      <dl className={styles.parts}>
        <dt>Challenge</dt>
        <dd>{story.challenge}</dd>
        <dt>Approach</dt>
        <dd>{story.approach}</dd>
        <dt>Outcome</dt>
        <dd>{story.outcome}</dd>
      </dl>
      <p className={styles.guides}>
        Guides:{' '}
        {story.guides.map((guide, index) => (
          <React.Fragment key={guide.to}>
            {index > 0 && ', '}
            <Link to={guide.to}>{guide.label}</Link>
          </React.Fragment>
        ))}
      </p>
    </article>
  );
}
