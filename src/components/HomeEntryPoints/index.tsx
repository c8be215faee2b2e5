import React, { type ReactNode } from 'react';
import Heading from '@theme/Heading';
import Link from '@docusaurus/Link';
import { translate } from '@docusaurus/Translate';
import { keepWordsTogether } from '@site/src/lib/keepWordsTogether';
import styles from './styles.module.css';

interface EntryPoint {
  to: string;
  title: string;
  text: string;
}

function entryPoints(): EntryPoint[] {
  return [
    {
      to: '/user-manual/',
      title: translate({ id: 'home.entry.manual.title', message: 'User Manual', description: 'Home entry point: user manual title' }),
      text: translate({ id: 'home.entry.manual.text', message: 'How the engine and the editor work: projects, entities and components, scripting, graphics, physics and publishing.', description: 'Home entry point: user manual text' }),
    },
    {
      to: '/tutorials/',
      title: translate({ id: 'home.entry.tutorials.title', message: 'Tutorials', description: 'Home entry point: tutorials title' }),
      text: translate({ id: 'home.entry.tutorials.text', message: 'Build one result at a time: cameras, input, physics, raycasting and complete small games.', description: 'Home entry point: tutorials text' }),
    },
    {
      to: '/shader-editor/',
      title: translate({ id: 'home.entry.shaderEditor.title', message: 'Shader Editor', description: 'Home entry point: shader editor title' }),
      text: translate({ id: 'home.entry.shaderEditor.text', message: 'Make materials visually with node graphs: panes, nodes, parameters and the workflow from graph to material.', description: 'Home entry point: shader editor text' }),
    },
    {
      to: 'https://api.playcanvas.com',
      title: translate({ id: 'home.entry.api.title', message: 'API Reference', description: 'Home entry point: API reference title' }),
      text: translate({ id: 'home.entry.api.text', message: 'Every class, property and event of the engine, generated from its source.', description: 'Home entry point: API reference text' }),
    },
  ];
}

/** The four entry points of the home page. */
export default function HomeEntryPoints(): ReactNode {
  return (
    <ul className={styles.grid}>
      {entryPoints().map((entry) => (
        <li key={entry.to} className={styles.card}>
          <Heading as="h2" className={styles.title}>
            <Link to={entry.to}>{keepWordsTogether(entry.title)}</Link>
          </Heading>
          <p>{entry.text}</p>
        </li>
      ))}
    </ul>
  );
}
