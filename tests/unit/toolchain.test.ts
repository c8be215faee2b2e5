import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { installCommands, toolchain } from '../../src/data/toolchain';

const root = path.resolve(import.meta.dirname, '../..');
const packageJson = (name: string) =>
  JSON.parse(readFileSync(path.join(root, 'node_modules', name, 'package.json'), 'utf8')) as { version: string; engines: { node: string } };

describe('the toolchain facts the pages state', () => {
  it('name the Vite major the project installs', () => {
    expect(packageJson('vite').version.split('.')[0]).toBe(String(toolchain.viteMajor));
  });

  it('give exactly the Node.js versions that Vite declares', () => {
    const { minimum, alsoFrom } = toolchain.viteNode;
    expect(packageJson('vite').engines.node).toBe(`^${minimum}.0 || >=${alsoFrom}.0`);
  });

  it('name the engine version the project installs and checks the pages against', () => {
    expect(packageJson('playcanvas').version).toBe(toolchain.engineVersion);
  });

  it('give exactly the Node.js version that playcanvas declares', () => {
    expect(packageJson('playcanvas').engines.node).toBe(`>=${toolchain.engineNode.minimum}.0`);
  });

  it('install the pinned Vite major', () => {
    expect(installCommands('demo')).toBe(
      `mkdir demo && cd demo\nnpm init -y\nnpm install playcanvas\nnpm install --save-dev vite@${toolchain.viteMajor}`,
    );
  });
});
