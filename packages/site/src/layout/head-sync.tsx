/**
 * Keeps the document in step with the backend's theming: favicon and bookmark icon, the SEO
 * texts of the current url, the analytics start-up scripts, and `lang` on `<html>`.
 */
import { useEffect } from 'react';
import { useLocation } from 'react-router-dom';
import { useSite } from '../site-context.tsx';
import { applyIcons, applySeo, seoFor } from '../theming/head.ts';
import { useChromeConfig, useThemeEntry } from './use-site-data.ts';

/** Renders nothing; applies the head effects. */
export function HeadSync() {
  const site = useSite();
  const { pathname } = useLocation();
  const { permissions } = useChromeConfig();
  const entry = useThemeEntry();
  const website = permissions?.website;

  useEffect(() => {
    document.documentElement.lang = site.locale;
  }, [site.locale]);

  useEffect(() => {
    if (!website) return;
    void applyIcons(document, { favicon: website.favicon, bookmark: website.bookmark_icon });
  }, [website]);

  useEffect(() => {
    applySeo(document, seoFor(website?.seo, pathname), site.brand.name);
  }, [website, pathname, site.brand.name]);

  useEffect(() => {
    if (!entry) return;
    // Analytics wait for the page to settle so they never compete with the first paint.
    const run = () => site.scripts.start(entry.val);
    if ('requestIdleCallback' in window) {
      const id = window.requestIdleCallback(run, { timeout: 3000 });
      return () => window.cancelIdleCallback(id);
    }
    const id = setTimeout(run, 1500);
    return () => clearTimeout(id);
  }, [entry, site.scripts]);

  return null;
}
