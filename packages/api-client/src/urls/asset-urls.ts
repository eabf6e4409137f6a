/**
 * URLs the member's browser loads itself rather than data calls: the generated artwork on the
 * storage origin (`games.media`). An `<img>` needs a URL, not a cached query; these build it
 * from the contract's path so the path is never written twice.
 */
import { MEDIA_FILE_PATTERN, buildPath, findRoute } from '@lobby/contract/core';
import type { EndpointParams } from '@lobby/contract/core';
import type { getMedia } from '@lobby/contract/games';
import { gamesRoutes } from '@lobby/contract/manifest';

/** The parameters of a media URL: `{ kind: 'game', file: '12.svg' }`. */
export type MediaParams = EndpointParams<typeof getMedia>;

const ABSOLUTE = /^[a-z][a-z0-9+.-]*:/i;
/** The contract's own pattern for a media file name. */
const MEDIA_FILE = new RegExp(MEDIA_FILE_PATTERN);

/**
 * Resolves an artwork path from an answer (`image`, `logo`: `/media/game/12.svg`) against the
 * storage origin. Absolute URLs (`https:`, `data:`) are answered as they are, so an operator's
 * uploaded artwork on a CDN keeps working.
 */
export function assetUrl(storageOrigin: string, path: string): string {
  if (path === '' || ABSOLUTE.test(path) || path.startsWith('//')) return path;
  return `${storageOrigin.replace(/\/+$/, '')}/${path.replace(/^\/+/, '')}`;
}

/**
 * The URL of one generated artwork (`GET /media/:kind/:file` on the storage origin), for
 * items whose answer names only an id. Throws on a file name the contract refuses, since such
 * a URL could only answer 400.
 */
export function mediaUrl(storageOrigin: string, params: MediaParams): string {
  if (!MEDIA_FILE.test(params.file)) {
    throw new Error(`"${params.file}" is not a media file name (<name>.svg)`);
  }
  // Looked up per call, not at load: this module's top level stays free of calls a bundler keeps.
  const { path } = findRoute(gamesRoutes, 'games.media');
  return assetUrl(storageOrigin, buildPath(path, params));
}
