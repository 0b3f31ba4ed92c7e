/**
 * Stands in for theme-classic's client module `prism-include-languages` (plugins/code-tokens):
 * code is highlighted at build time, so no page loads Prism or its languages.
 */
export {};
