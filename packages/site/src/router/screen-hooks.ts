/**
 * Small hooks the site's chrome and screen wrappers share: the backend logo (only once it has
 * loaded, keeping the previous one when a new one fails), and the name of the language in use.
 */
import { useLanguagesQuery, usePermissionsQuery } from '@lobby/api-client/config';
import { useEffect, useState } from 'react';
import { useSite } from '../site-context.tsx';
import { probeImage } from '../theming/head.ts';

/** The backend's logo url once it has loaded; undefined until then or when it fails (the wordmark shows). */
export function useSiteLogo(): string | undefined {
  const { data } = usePermissionsQuery();
  const wanted = data?.website.logo ?? '';
  const [shown, setShown] = useState<string | undefined>(undefined);
  useEffect(() => {
    if (!wanted || wanted === shown) return;
    let live = true;
    void probeImage(wanted).then((ok) => {
      // A failed logo keeps the previous one (spec §8).
      if (live && ok) setShown(wanted);
    });
    return () => {
      live = false;
    };
  }, [wanted, shown]);
  return shown;
}

/** The display name of the language in use (the backend's list, else the locale key). */
export function useLanguageName(): string {
  const { locale } = useSite();
  const { data } = useLanguagesQuery();
  const entry =
    data?.langList.find((l) => l.key === locale) ?? data?.all_lang.find((l) => l.key === locale);
  return entry?.name ?? locale;
}
