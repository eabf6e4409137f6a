/**
 * The analytics scripts of the theme config (`val`: init, src, regist, deposit), injected
 * safely: an external `src` only over http(s); inline code as a script of its own (a Blob URL,
 * so the page's strict-dynamic CSP admits it without allowing inline script), wrapped so a
 * failing snippet cannot break the site, and each snippet run at most once per page.
 */
import type { ThemeScripts } from '@lobby/domain/entities';

/** The snippets that run on an event rather than at start. */
type ScriptEvent = 'regist' | 'deposit';

/** What the injector needs from the page (a fake in tests). */
export interface ScriptHost {
  readonly document: Document;
  createObjectURL(blob: Blob): string;
}

/** Whether a `src` may be loaded: absolute http(s) only (no `javascript:`, `data:` or relative tricks). */
export function isSafeScriptUrl(src: string, pageProtocol = 'https:'): boolean {
  let url: URL;
  try {
    url = new URL(src);
  } catch {
    return false;
  }
  if (url.protocol === 'https:') return true;
  // Plain http only where the page itself is http (local development), never downgrading https pages.
  return url.protocol === 'http:' && pageProtocol === 'http:';
}

/** Wraps a snippet so its errors are contained and logged. */
export function wrapSnippet(code: string, label: string): string {
  return `;(function(){try{\n${code}\n}catch(e){console.warn(${JSON.stringify(`[lobby] analytics ${label} failed`)},e)}})();`;
}

/** Creates the injector for one page. */
export function createScriptInjector(host: ScriptHost) {
  const ran = new Set<string>();
  const append = (script: HTMLScriptElement) => {
    script.async = true;
    script.dataset.lobbyAnalytics = 'true';
    host.document.head.append(script);
  };
  const runInline = (code: string | undefined, label: string): boolean => {
    const text = (code ?? '').trim();
    if (text === '' || ran.has(`${label}:${text}`)) return false;
    ran.add(`${label}:${text}`);
    const script = host.document.createElement('script');
    script.src = host.createObjectURL(
      new Blob([wrapSnippet(text, label)], { type: 'text/javascript' }),
    );
    append(script);
    return true;
  };
  return {
    /** Runs `init` and loads `src` (start-up). Answers how many scripts were added. */
    start(scripts: ThemeScripts | undefined): number {
      if (!scripts) return 0;
      let added = runInline(scripts.init, 'init') ? 1 : 0;
      const src = (scripts.src ?? '').trim();
      const protocol = host.document.location?.protocol ?? 'https:';
      if (src !== '' && !ran.has(`src:${src}`) && isSafeScriptUrl(src, protocol)) {
        ran.add(`src:${src}`);
        const script = host.document.createElement('script');
        script.src = src;
        script.crossOrigin = 'anonymous';
        script.referrerPolicy = 'no-referrer';
        append(script);
        added += 1;
      }
      return added;
    },
    /**
     * Runs an event snippet (after registration or a deposit), once per `occurrence` (a
     * deposit's order number: each deposit is an event, a repeated report of one is not).
     */
    fire(scripts: ThemeScripts | undefined, event: ScriptEvent, occurrence = ''): boolean {
      return runInline(scripts?.[event], occurrence ? `${event}:${occurrence}` : event);
    },
  };
}

/** A page's script injector. */
export type ScriptInjector = ReturnType<typeof createScriptInjector>;
