import React, { type ReactNode } from 'react';
import CodeBlock from '@theme/CodeBlock';
import { translate } from '@docusaurus/Translate';
import { installCommands, toolchain } from '@site/src/data/toolchain';

/** The Node.js versions a tutorial's toolchain needs, as inline text ("Node.js 20.19 or a later 20.x, or 22.12 or later"). */
export function NodeRequirement({ tool = 'vite' }: { tool?: 'vite' | 'playcanvas' }): ReactNode {
  if (tool === 'playcanvas') {
    return translate(
      { id: 'toolchain.node.engine', message: 'Node.js {minimum} or later', description: 'Node.js the playcanvas package needs' },
      { minimum: toolchain.engineNode.minimum },
    );
  }
  return translate(
    {
      id: 'toolchain.node.vite',
      message: 'Node.js {minimum} or a later 20.x, or Node.js {alsoFrom} or later',
      description: 'Node.js the tutorials’ Vite needs (its engines field)',
    },
    { minimum: toolchain.viteNode.minimum, alsoFrom: toolchain.viteNode.alsoFrom },
  );
}

/** The bash block that creates a tutorial's folder and installs the engine and Vite, then runs `then` (more setup lines). */
export function InstallCommands({ folder, then }: { folder: string; then?: string }): ReactNode {
  const commands = then ? `${installCommands(folder)}\n${then}` : installCommands(folder);
  return <CodeBlock language="bash">{commands}</CodeBlock>;
}

/** The engine version the site's pages and samples are checked against, as text ("2.23.3"). */
export function EngineVersion(): ReactNode {
  return toolchain.engineVersion;
}
