import type { LoadContext, Plugin } from '@docusaurus/types';

/** The storage keys of theme-common's announcement bar context (`contexts/announcementBar`), with the site's namespace. */
export function storageKeys(namespace: string): { dismiss: string; id: string } {
  return { dismiss: `docusaurus.announcement.dismiss${namespace}`, id: `docusaurus.announcement.id${namespace}` };
}

/**
 * The inline script that forgets a dismissal made under another bar id, before the theme's own
 * inline script reads it. Stock Docusaurus (theme-classic's `getAnnouncementBarInlineScript`) hides
 * the bar before the first paint whenever the dismissal is stored, whatever the id it was made
 * under; only React, after hydration, notices the new id and clears the dismissal, so a reader who
 * dismissed the old bar sees the new one only on the second load after the change (the CSS rule
 * `html[data-announcement-bar-initially-dismissed='true'] .announcementBar` keeps it hidden until
 * then; no upstream issue found, Docusaurus 3.10.2). This script runs in
 * <head>, before the theme's script at the start of <body>, and clears the dismissal when the stored
 * id is not the current one; the theme's script and React then agree that the bar shows. A reader
 * who dismissed the current id keeps the theme's behaviour: the bar is hidden before it is painted.
 * Broken storage: nothing happens (the theme's script also treats it as not dismissed).
 */
export function resetDismissalScript(id: string, storage: 'localStorage' | 'sessionStorage', namespace: string): string {
  const keys = storageKeys(namespace);
  return `(function () {
  try {
    var storage = window[${JSON.stringify(storage)}];
    if (storage.getItem(${JSON.stringify(keys.id)}) !== ${JSON.stringify(id)}) storage.setItem(${JSON.stringify(keys.dismiss)}, 'false');
  } catch (e) {}
})();`;
}

/**
 * Makes the announcement bar's dismissal reset on the first load after the bar's id changes
 * (SPEC §4 "Announcement bar"), by an inline <head> script; see `resetDismissalScript`. Does
 * nothing when the site has no announcement bar.
 */
export default function announcementBarPlugin(context: LoadContext): Plugin {
  const bar = (context.siteConfig.themeConfig as { announcementBar?: { id?: string } }).announcementBar;
  return {
    name: 'announcement-bar',
    injectHtmlTags() {
      if (!bar) return {};
      // theme-common's default id when the config names none.
      const id = bar.id ?? 'announcement-bar';
      return { headTags: [{ tagName: 'script', innerHTML: resetDismissalScript(id, context.siteStorage.type, context.siteStorage.namespace) }] };
    },
  };
}
