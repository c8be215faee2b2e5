import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';

export default defineConfig({
  // The project's tsconfig preserves JSX for Docusaurus; tests render components with React's automatic runtime.
  oxc: { jsx: { runtime: 'automatic' } },
  resolve: {
    alias: {
      // Docusaurus generates this module at build time; tests use the site's own settings.
      '@generated/site-storage': fileURLToPath(new URL('./tests/unit/stubs/site-storage.ts', import.meta.url)),
      // The theme's storage slot module itself (not exported on its own by the package).
      'docusaurus-storage-utils': fileURLToPath(
        new URL('./node_modules/@docusaurus/theme-common/lib/utils/storageUtils.js', import.meta.url),
      ),
    },
  },
  test: {
    include: ['tests/unit/**/*.test.{ts,tsx}', 'plugins/**/__tests__/**/*.test.ts'],
    environment: 'node',
    server: { deps: { inline: [/@docusaurus\/theme-common/] } },
  },
});
