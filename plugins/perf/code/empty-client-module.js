// Stands in for theme-classic's prism-include-languages client module in the browser bundle:
// the languages are registered by the lazily loaded highlighter instead (code/highlighted.tsx).
export {};
