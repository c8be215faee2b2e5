/**
 * What the tutorials' install commands bring today, written once for every page that states it.
 * tests/unit/toolchain.test.ts checks these against the installed packages (the project pins the
 * same Vite major in devDependencies), so a Vite release that raises its Node requirement fails
 * the tests instead of leaving 50 pages wrong.
 */
export const toolchain = {
  /** The `playcanvas` version every page and code sample is checked against. */
  engineVersion: '2.23.3',
  /** The Vite major the tutorials install (`npm install --save-dev vite@8`). */
  viteMajor: 8,
  /** `engines.node` of that Vite: the Node.js a reader needs to follow a tutorial. */
  viteNode: { minimum: '20.19', alsoFrom: '22.12' },
  /** `engines.node` of the `playcanvas` package itself (for Node-only use without Vite). */
  engineNode: { minimum: '18.3' },
} as const;

/** The shell commands that create a tutorial's project folder and install the engine and Vite. */
export function installCommands(folder: string): string {
  return [
    `mkdir ${folder} && cd ${folder}`,
    'npm init -y',
    'npm install playcanvas',
    `npm install --save-dev vite@${toolchain.viteMajor}`,
  ].join('\n');
}
