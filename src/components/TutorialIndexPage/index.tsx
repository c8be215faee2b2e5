import React, { type ReactNode } from 'react';
import Layout from '@theme/Layout';
import Heading from '@theme/Heading';
import Link from '@docusaurus/Link';
import Translate, { translate } from '@docusaurus/Translate';
import { useHistory, useLocation } from '@docusaurus/router';
import HydrationIsland from '@site/src/components/HydrationIsland';
import type { TutorialCard } from './types';
import { filterByTag, readTagParam, withTagParam } from './tagFilter';
import { keepWordsTogether } from '@site/src/lib/keepWordsTogether';
import styles from './styles.module.css';

interface Props {
  readonly data: { tutorials: TutorialCard[]; tags: string[] };
}

function TagFilter({ tags, selected }: { tags: string[]; selected: string | null }): ReactNode {
  const history = useHistory();
  const location = useLocation();
  const choose = (tag: string | null) => history.replace({ ...location, search: withTagParam(location.search, tag) });
  return (
    <div
      className={styles.filters}
      role="group"
      aria-label={translate({ id: 'tutorials.filter.label', message: 'Filter by tag', description: 'Label of the tag filter on the tutorial index' })}>
      <button type="button" className={styles.filter} aria-pressed={selected === null} onClick={() => choose(null)}>
        <Translate id="tutorials.filter.all" description="Filter button that shows every tutorial">All</Translate>
      </button>
      {tags.map((tag) => (
        <button key={tag} type="button" className={styles.filter} aria-pressed={selected === tag} onClick={() => choose(tag)}>
          {tag}
        </button>
      ))}
    </div>
  );
}

function Card({ tutorial }: { tutorial: TutorialCard }): ReactNode {
  return (
    <li className={styles.card}>
      <Heading as="h2" className={styles.cardTitle}>
        <Link to={tutorial.permalink}>{keepWordsTogether(tutorial.title)}</Link>
      </Heading>
      <p className={styles.cardDescription}>{tutorial.description}</p>
      <ul className={styles.cardTags} aria-label={translate({ id: 'tutorials.card.tags', message: 'Tags', description: 'Label of the tag list on a tutorial card' })}>
        {tutorial.tags.map((tag) => (
          <li key={tag} className={styles.cardTag}>{tag}</li>
        ))}
      </ul>
    </li>
  );
}

/** The tutorial index: every tutorial of the locale as a card, filterable by one tag. */
export default function TutorialIndexPage({ data }: Props): ReactNode {
  const location = useLocation();
  const selected = readTagParam(location.search, data.tags);
  const shown = filterByTag(data.tutorials, selected);
  const title = translate({ id: 'tutorials.title', message: 'Tutorials', description: 'Title of the tutorial index page' });
  return (
    <Layout
      title={title}
      description={translate({ id: 'tutorials.description', message: 'Step-by-step tutorials for the PlayCanvas engine and editor, from cameras and input to physics and complete games.', description: 'Meta description of the tutorial index' })}>
      <main className="container margin-vert--lg">
        <Heading as="h1">{title}</Heading>
        <p>
          <Translate id="tutorials.intro" description="Introduction on the tutorial index">
            Each tutorial builds one working result with complete code for PlayCanvas Engine v2. Pick a tag to narrow the list.
          </Translate>
        </p>
        <TagFilter tags={data.tags} selected={selected} />
        <p className={styles.count} aria-live="polite">
          <Translate id="tutorials.count" values={{ count: shown.length }} description="How many tutorials the list shows">
            {'{count} tutorials'}
          </Translate>
        </p>
        <ul className={styles.grid}>
          {shown.map((tutorial) => (
            // Each card (one <li>) hydrates in a task of its own: 78 cards at once blocked a phone.
            <HydrationIsland key={tutorial.slug}>
              <Card tutorial={tutorial} />
            </HydrationIsland>
          ))}
        </ul>
      </main>
    </Layout>
  );
}
