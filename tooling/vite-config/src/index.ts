/** `@lobby/vite-config`: the brand shells' Vite build and its bundle report. */
export { brandViteConfig, CSP_NONCE_PLACEHOLDER, PRELOADED_ROUTES } from './brand-config.ts';
export {
  brandDocument,
  faviconSvg,
  fontSheetsFor,
  faviconUrl,
  headHtml,
  initialsOf,
  loadTheme,
  lookOf,
  rootHtml,
  FIRST_SCREEN_SLOT,
  PRIMED_ANSWERS_SLOT,
} from './brand-document.ts';
export type { BrandLook } from './brand-document.ts';
export {
  brandStart,
  shellModuleCode,
  startModuleCode,
  SERVER_MODULE,
  SHELL_MODULE,
  START_MODULE,
} from './brand-start.ts';
export { bundleReport, reportOf, BUNDLE_REPORT } from './bundle-report.ts';
export {
  firstScreenChunk,
  sliceEvaluation,
  EVALUATION_SLICES,
  FIRST_SCREEN_CHUNK,
  SLICE_YIELD,
} from './first-screen-chunk.ts';
export {
  absoluteImports,
  deferredImports,
  inlineEntry,
  inlineEntryScript,
  AFTER_DRAWING,
  DEFERRED_CODE_ID,
  DRAWING_PAINT_WAIT_MS,
} from './inline-entry.ts';
export type { EntryChunk } from './inline-entry.ts';
export { inlineStyles, inlineStylesheets } from './inline-styles.ts';
export { brotliOf, precompress } from './precompress.ts';
export {
  iconFilesOf,
  manifestOf,
  offlineTextsOf,
  precacheOf,
  pwa,
  versionOf,
  ICONS,
  MANIFEST_FILE,
  WORKER_FILE,
} from './pwa.ts';
export type { ManifestIcon, PwaSource, WebAppManifest } from './pwa.ts';
export { encodePng, iconPixels, iconPng, parseColour } from './icon-png.ts';
export type { IconDrawing } from './icon-png.ts';
export { routeFiles, routePreloads, ROUTE_PRELOADS_FILE } from './route-preloads.ts';
export { serverBuild, FIRST_SCREEN_RENDERER_FILE } from './server-build.ts';
export type { ServerBuildOptions } from './server-build.ts';
export type { BundleReport } from './bundle-report.ts';
export { styledIds, withStyledIds } from './styled-ids.ts';
