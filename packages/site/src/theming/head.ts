/**
 * Backend theming of the document head (spec §1, §8): favicon and bookmark icon that keep the
 * previous image when a new one fails to load, and the SEO title, description and keywords of
 * the current url.
 */
import type { SeoEntry } from '@lobby/domain/entities';
import { HOME_PATH, routes } from '@lobby/domain/routes';

/** Loads an image off-page; resolves whether it loaded. Failed images never replace good ones. */
export function probeImage(
  src: string,
  create: () => HTMLImageElement = () => new Image(),
): Promise<boolean> {
  if (!src) return Promise.resolve(false);
  return new Promise((resolve) => {
    const img = create();
    img.onload = () => resolve(true);
    img.onerror = () => resolve(false);
    img.src = src;
  });
}

function linkOf(doc: Document, rel: string): HTMLLinkElement {
  let link = doc.head.querySelector<HTMLLinkElement>(`link[rel="${rel}"]`);
  if (!link) {
    link = doc.createElement('link');
    link.rel = rel;
    doc.head.append(link);
  }
  return link;
}

/**
 * Points the favicon (`rel=icon`) and the bookmark icon (`rel=apple-touch-icon`) at the
 * backend's images, each only once it has loaded; a failed image keeps the previous one.
 * Answers which of the two were applied.
 */
export async function applyIcons(
  doc: Document,
  icons: { favicon?: string; bookmark?: string },
  probe: (src: string) => Promise<boolean> = probeImage,
): Promise<{ favicon: boolean; bookmark: boolean }> {
  const [favicon, bookmark] = await Promise.all([
    icons.favicon ? probe(icons.favicon) : Promise.resolve(false),
    icons.bookmark ? probe(icons.bookmark) : Promise.resolve(false),
  ]);
  if (favicon && icons.favicon) linkOf(doc, 'icon').href = icons.favicon;
  if (bookmark && icons.bookmark) linkOf(doc, 'apple-touch-icon').href = icons.bookmark;
  return { favicon, bookmark };
}

/**
 * The SEO entry of a path. The backend keys its list by the member-facing url (`/`,
 * `/promotion`, `/sign_in`), while tab pages live under `/tabs/...`: the path itself is tried
 * first, then without `/tabs`, then the home entry `/` (which also covers the home page).
 */
export function seoFor(
  seo: Readonly<Record<string, SeoEntry>> | undefined,
  pathname: string,
): SeoEntry | undefined {
  if (!seo) return undefined;
  const path = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
  const candidates = [path];
  if (path.startsWith(`${routes.TABS.path}/`)) candidates.push(path.slice(routes.TABS.path.length));
  if (path === HOME_PATH) candidates.push('/');
  for (const key of candidates) if (Object.hasOwn(seo, key)) return seo[key];
  return Object.hasOwn(seo, '/') ? seo['/'] : undefined;
}

function metaOf(doc: Document, name: string): HTMLMetaElement {
  let meta = doc.head.querySelector<HTMLMetaElement>(`meta[name="${name}"]`);
  if (!meta) {
    meta = doc.createElement('meta');
    meta.name = name;
    doc.head.append(meta);
  }
  return meta;
}

/** Writes the title, description and keywords; a missing entry leaves the brand name as title. */
export function applySeo(doc: Document, entry: SeoEntry | undefined, fallbackTitle: string): void {
  doc.title = entry?.title || fallbackTitle;
  if (entry?.description) metaOf(doc, 'description').content = entry.description;
  if (entry?.keywords) metaOf(doc, 'keywords').content = entry.keywords;
}
