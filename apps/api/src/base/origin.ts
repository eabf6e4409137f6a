/** Where browsers reach this API, and the links clients hand it (checkout pages, game pages). */
import type { ServerConfig } from './config.ts';

/** The public origin of this API for links handed to browsers: the configured one, else the request's. */
export function publicOrigin(
  config: Pick<ServerConfig, 'publicUrl'>,
  request: { protocol: string; host: string },
): string {
  return config.publicUrl ?? `${request.protocol}://${request.host}`;
}

/** An http(s) URL as given, anything else nothing (links back to a site a client names). */
export function safeHttpUrl(url: string | undefined): string {
  if (!url) return '';
  try {
    const parsed = new URL(url);
    return parsed.protocol === 'https:' || parsed.protocol === 'http:' ? parsed.toString() : '';
  } catch {
    return '';
  }
}

/** A host or origin on this machine (`localhost`, `127.0.0.1`, `*.localhost`): a dev run's. */
export function isLocal(hostOrOrigin: string): boolean {
  let host = hostOrOrigin;
  try {
    if (hostOrOrigin.includes('://')) host = new URL(hostOrOrigin).hostname;
  } catch {
    return false;
  }
  return host === 'localhost' || host === '127.0.0.1' || host.endsWith('.localhost');
}
