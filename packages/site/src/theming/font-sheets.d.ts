/** Fontsource's style sheets: imported for their `@font-face` rules, with no exports. */
declare module '@fontsource/*';
declare module '@fontsource-variable/*';
