/** A redirect of the client-redirects plugin: old path(s) to a current page or an external URL. */
export interface Redirect {
  from: string | string[];
  to: string;
}

export const API_REFERENCE_URL = 'https://api.playcanvas.com';

/** Old paths of the original site and of the spec's older section names, to current pages. */
export const FIXED_REDIRECTS: readonly Redirect[] = [
  { from: ['/api', '/en/api'], to: API_REFERENCE_URL },
  { from: '/user-manual/billing/', to: '/user-manual/account-management/billing/' },
  { from: '/user-manual/faq/', to: '/user-manual/editor/faq/' },
  { from: '/user-manual/getting-started/workflow/', to: '/user-manual/editor/getting-started/workflow/' },
  { from: '/user-manual/getting-started/your-first-app/', to: '/user-manual/editor/getting-started/your-first-app/' },
  { from: '/user-manual/graphics/gaussian-splatting/', to: '/user-manual/gaussian-splatting/' },
  { from: '/user-manual/graphics/shader-chunk-migrations/', to: '/user-manual/graphics/shaders/migrations/' },
  { from: '/user-manual/organizations/', to: '/user-manual/account-management/organizations/' },
  { from: '/user-manual/organizations/creating-organizations/', to: '/user-manual/account-management/organizations/creating/' },
  { from: '/user-manual/organizations/managing-organizations/', to: '/user-manual/account-management/organizations/managing/' },
  { from: '/user-manual/editor/keyboard-shortcuts/', to: '/user-manual/editor/interface/keyboard-shortcuts/' },
  { from: '/user-manual/editor/scene/settings/', to: '/user-manual/editor/interface/settings/' },
  { from: '/user-manual/scenes/entities/', to: '/user-manual/ecs/entities/' },
  { from: '/user-manual/scripting/loading-order/', to: '/user-manual/scripting/editor-users/loading-order/' },
  // The spec's older top-level section names.
  { from: '/user-manual/dashboard/', to: '/user-manual/editor/projects/dashboard/' },
  { from: '/user-manual/profile/', to: '/user-manual/account-management/user-accounts/settings/' },
  { from: '/user-manual/engine/web-components/', to: '/user-manual/web-components/' },
  ...['bloom', 'brightness_contrast', 'fxaa', 'hue_saturation', 'sepia', 'vignette'].map((name) => ({
    from: `/user-manual/graphics/posteffects/${name}/`,
    to: `/user-manual/graphics/posteffects/legacy/${name}/`,
  })),
];

/** Path rewrites of the original site: a current prefix and the old prefixes that lead to it. */
const OLD_PREFIXES: readonly [current: string, old: string][] = [
  ['/user-manual/editor/publishing/', '/user-manual/publishing/'],
  ['/user-manual/editor/templates/', '/user-manual/templates/'],
  ['/user-manual/editor/version-control/', '/user-manual/version-control/'],
  ...['assets', 'hierarchy', 'inspector', 'toolbar', 'viewport', 'launch-page'].map(
    (panel): [string, string] => [`/user-manual/editor/interface/${panel}/`, `/user-manual/editor/${panel}/`],
  ),
  ['/user-manual/editor/', '/user-manual/designer/'],
  ['/user-manual/scenes/', '/user-manual/packs/'],
];

/**
 * Keeps the fixed redirects whose target exists (external targets always do). `/en/…` sources
 * belong to the default locale only, where English pages have no prefix.
 */
export function fixedRedirects(existingRoutes: ReadonlySet<string>, isDefaultLocale: boolean): Redirect[] {
  return FIXED_REDIRECTS.flatMap((redirect) => {
    if (!/^https?:/.test(redirect.to) && !existingRoutes.has(redirect.to)) return [];
    const from = [redirect.from].flat().filter((path) => isDefaultLocale || !path.startsWith('/en/'));
    return from.length > 0 ? [{ from, to: redirect.to }] : [];
  });
}

/**
 * The old paths that lead to an existing page (the plugin's `createRedirects`). `/en/…` aliases
 * exist only in the default locale, where English pages have no prefix.
 */
export function oldPathsOf(existingPath: string, isDefaultLocale: boolean): string[] {
  const paths = new Set<string>();
  if (isDefaultLocale) paths.add(`/en${existingPath}`);
  for (const [current, old] of OLD_PREFIXES) {
    if (existingPath.startsWith(current)) paths.add(old + existingPath.slice(current.length));
  }
  paths.delete(existingPath);
  return [...paths];
}
