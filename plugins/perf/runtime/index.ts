// Which runtime hydrates production pages, and what the bundler needs to know for it.
import path from 'node:path';

/** `preact`: production pages hydrate with Preact's React-compatible API; `react`: with react-dom. The server always renders with React. */
export type Runtime = 'preact' | 'react';

/** The browser bundle's `react` and `react-dom` with Preact (react.js adds what preact/compat lacks). */
export const PREACT_ALIASES: Record<string, string> = {
  'react$': path.join(__dirname, 'react.js'),
  'react-dom$': 'preact/compat',
  'react-dom/client$': 'preact/compat/client',
  'react/jsx-runtime$': 'preact/jsx-runtime',
  'react/jsx-dev-runtime$': 'preact/jsx-dev-runtime',
};

/** Whether a bundle hydrates with Preact: the production browser bundle when the runtime is Preact (the dev server's fast refresh is React's own). */
export function usesPreact(runtime: Runtime, { isServer, mode }: { isServer: boolean; mode: string | undefined }): boolean {
  return runtime === 'preact' && !isServer && mode === 'production';
}

/** Client modules only the Preact runtime needs. */
export const PREACT_CLIENT_MODULES = [
  path.join(__dirname, 'hoisted-resources.ts'),
  path.join(__dirname, 'scroll-to-hash.ts'),
  path.join(__dirname, '..', 'islands', 'client-module.ts'),
];
