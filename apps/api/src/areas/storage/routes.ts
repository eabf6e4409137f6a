/**
 * The storage origin: language files built from `@lobby/i18n`'s catalogues, cacheable (the
 * site adds `ts` to bust caches) with an ETag so a revalidation costs nothing.
 */
import { createHash } from 'node:crypto';
import { getLanguageFile } from '@lobby/contract/storage';
import { catalogues, isCatalogueLocale } from '@lobby/i18n/catalogues';
import type { CatalogueLocale } from '@lobby/i18n/catalogues';
import type { AppContext } from '../../core/context.ts';
import { bind } from '../../http/endpoints.ts';
import type { Binding } from '../../http/endpoints.ts';
import { ApiError } from '../../base/errors.ts';

const files = new Map<
  CatalogueLocale,
  { body: Record<string, Record<string, unknown>>; etag: string }
>();
function fileOf(locale: CatalogueLocale) {
  let file = files.get(locale);
  if (!file) {
    const body = catalogues[locale] as unknown as Record<string, Record<string, unknown>>;
    const etag = `"${createHash('sha256').update(JSON.stringify(body)).digest('base64url').slice(0, 27)}"`;
    file = { body, etag };
    files.set(locale, file);
  }
  return file;
}

/** The storage area's bindings. */
export function storageRoutes(_ctx: AppContext): Binding[] {
  return [
    bind(getLanguageFile, async ({ params, request, reply }) => {
      if (!isCatalogueLocale(params.lang) || params.file !== `${params.lang}.json`)
        throw new ApiError('NOT_FOUND');
      const file = fileOf(params.lang);
      reply.header('cache-control', 'public, max-age=300');
      reply.header('etag', file.etag);
      if (request.headers['if-none-match'] === file.etag) {
        reply.status(304);
        return reply.send() as never;
      }
      return file.body;
    }),
  ];
}
