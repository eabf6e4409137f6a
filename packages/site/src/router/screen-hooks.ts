/**
 * Small hooks the site's chrome and screen wrappers share: the backend logo (only once it has
 * loaded, keeping the previous one when a new one fails), and the name of the language in use.
 */
import { useLanguagesQuery } from '@lobby/api-client/config';
import { useSyncExternalStore } from 'react';
import { useSite } from '../site-context.tsx';

/** The backend's logo url once it has loaded; undefined until then or when it fails (the wordmark shows). */
export function useSiteLogo(): string | undefined {
  const { logo } = useSite();
  return useSyncExternalStore(logo.subscribe, logo.current, logo.current);
}

/** The display name of the language in use (the backend's list, else the locale key). */
export function useLanguageName(): string {
  const { locale } = useSite();
  const { data } = useLanguagesQuery();
  const entry =
    data?.langList.find((l) => l.key === locale) ?? data?.all_lang.find((l) => l.key === locale);
  return entry?.name ?? locale;
}
