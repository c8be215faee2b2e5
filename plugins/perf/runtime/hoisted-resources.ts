// React 19's server renderer puts the resource hints it hoists (image preloads for the first
// images of a page) at the start of the root container. React's hydration skips them; Preact's
// does not: it re-inserts every child of the root in front of them, which repaints the whole page
// (a second, late LCP) and costs a layout. Moving them into <head> before hydration keeps the hint
// (its request has already started) and leaves the root as Preact renders it.
// Preact runtime only. It can go when Preact's hydration skips them as React's does (no upstream
// issue found), or when Docusaurus renders the whole document, head included, with React.
const root = typeof document === 'undefined' ? null : document.getElementById('__docusaurus');
if (root) {
  for (const child of Array.from(root.children)) {
    if (child.localName === 'link' || child.localName === 'meta') document.head.appendChild(child);
  }
}

export {};
