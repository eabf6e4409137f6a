/**
 * `@lobby/contract/storage`: files on the storage origin (not under `/api/v1`): the language
 * files the site's i18n runtime loads.
 */
import { Type } from 'typebox';
import { defineEndpoint } from '../core/endpoint.ts';

/** A language file: every catalogue namespace of one locale (i18next resources shape). */
export const LanguageFile = Type.Record(Type.String(), Type.Record(Type.String(), Type.Unknown()));

/** GET /frontend/lang/:lang/:file — `file` is `<lang>.json`, e.g. `/frontend/lang/ja/ja.json`. */
export const getLanguageFile = defineEndpoint({
  id: 'storage.languageFile',
  method: 'GET',
  path: '/frontend/lang/:lang/:file',
  origin: 'storage',
  auth: false,
  summary: 'Language file of a locale',
  description:
    'lang is en, ja or zh-CN and file is `<lang>.json`; ts is a cache buster (the answer is cacheable, with an ETag).',
  params: Type.Object(
    {
      lang: Type.String({ pattern: '^[A-Za-z]{2}(-[A-Za-z]{2})?$' }),
      file: Type.String({ pattern: '^[A-Za-z]{2}(-[A-Za-z]{2})?\\.json$' }),
    },
    { additionalProperties: false },
  ),
  query: Type.Object(
    { ts: Type.Optional(Type.String({ maxLength: 32 })) },
    { additionalProperties: false },
  ),
  response: LanguageFile,
  idempotent: true,
  duringMaintenance: true,
  whenRegionBlocked: true,
});

/** Every endpoint of the area. */
export const storageEndpoints = [getLanguageFile] as const;
