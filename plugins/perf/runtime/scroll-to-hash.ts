// Docusaurus scrolls to a link's #hash in the layout effect of the navigation. With Preact the new
// page's content can be committed a moment later, so the target may not exist yet: scroll again
// on the next frame when the navigation changed page and the target is not where the reader is.
// The same race as https://github.com/facebook/docusaurus/issues/11835 (slow pages with React); it
// can go when Docusaurus retries the scroll itself, as that issue proposes.
import type { ClientModule } from '@docusaurus/types';

const scrollToHash: ClientModule = {
  onRouteDidUpdate({ location, previousLocation }) {
    if (!previousLocation || !location.hash || location.pathname === previousLocation.pathname) return;
    const id = decodeURIComponent(location.hash.slice(1));
    requestAnimationFrame(() => {
      const target = document.getElementById(id);
      if (!target) return;
      const { top, bottom } = target.getBoundingClientRect();
      if (top < 0 || bottom > window.innerHeight) target.scrollIntoView();
    });
  },
};

export default scrollToHash;
