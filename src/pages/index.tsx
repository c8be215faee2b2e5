import React, { type ReactNode } from 'react';
import Layout from '@theme/Layout';
import Heading from '@theme/Heading';
import Link from '@docusaurus/Link';
import Translate, { translate } from '@docusaurus/Translate';
import ThemedImage from '@theme/ThemedImage';
import useBaseUrl from '@docusaurus/useBaseUrl';
import HomeEntryPoints from '@site/src/components/HomeEntryPoints';
import styles from './index.module.css';

/** Home: what the site offers and where to start. */
export default function Home(): ReactNode {
  const illustration = { light: useBaseUrl('/img/home-cube-light.svg'), dark: useBaseUrl('/img/home-cube-dark.svg') };
  return (
    <Layout
      title={translate({ id: 'home.title', message: 'PlayCanvas documentation', description: 'Title of the home page' })}
      description={translate({ id: 'home.description', message: 'User manual, tutorials and shader editor guide for the PlayCanvas engine and editor.', description: 'Meta description of the home page' })}>
      <header className={styles.hero}>
        <div className={`container ${styles.heroInner}`}>
          <ThemedImage className={styles.heroImage} sources={illustration} alt="" width={240} height={200} />
          <div>
            <Heading as="h1" className={styles.heroTitle}>
              <Translate id="home.hero.title" description="Main heading of the home page">Build 3D for the web with PlayCanvas</Translate>
            </Heading>
            <p className={styles.heroLead}>
              <Translate id="home.hero.lead" description="Lead paragraph of the home page">
                Guides for the open-source engine and the online editor: a user manual, step-by-step tutorials with complete code, and a guide to the shader editor.
              </Translate>
            </p>
            <div className={styles.heroActions}>
              <Link className="button button--primary button--lg" to="/user-manual/getting-started/">
                <Translate id="home.hero.start" description="Primary call to action of the home page">Get started</Translate>
              </Link>
              <Link className="button button--secondary button--lg" to="/tutorials/">
                <Translate id="home.hero.tutorials" description="Secondary call to action of the home page">Browse tutorials</Translate>
              </Link>
            </div>
          </div>
        </div>
      </header>
      <main className="container margin-vert--xl">
        <HomeEntryPoints />
      </main>
    </Layout>
  );
}
