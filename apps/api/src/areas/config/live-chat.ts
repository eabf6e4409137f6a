/**
 * The live-chat widget's script URL of a brand's contact settings (`live_chat.script`), which
 * the member site loads on every page (`packages/site/src/theming/live-chat.ts`): an operator's
 * setting only, checked when set. It must be an absolute https URL; plain http is accepted in
 * development (a local provider), never in production. Empty turns the widget off.
 */
import type { ServerMode } from '../../base/config.ts';

/** Why `value` cannot be the live-chat script URL in `mode`, or undefined when it can. */
export function liveChatScriptProblem(value: string, mode: ServerMode): string | undefined {
  const text = value.trim();
  if (text === '') return undefined;
  let url: URL;
  try {
    url = new URL(text);
  } catch {
    return `live_chat.script must be an absolute URL of the provider's script, got "${value}"`;
  }
  if (url.username || url.password) return 'live_chat.script must not carry credentials';
  if (url.protocol === 'https:') return undefined;
  if (url.protocol === 'http:' && mode === 'development') return undefined;
  return mode === 'production'
    ? `live_chat.script must be an https URL in production, got "${value}"`
    : `live_chat.script must be an http(s) URL, got "${value}"`;
}

/**
 * The script URL a `brand:set-contact` change would set (`--path live_chat.script`, or the whole
 * `live_chat` object, or the whole settings), or undefined when it sets none.
 */
export function liveChatScriptOf(path: string, raw: string): string | undefined {
  if (path === 'live_chat.script') return raw;
  if (path !== 'live_chat' && path !== '') return undefined;
  try {
    const value: unknown = JSON.parse(raw);
    const chat =
      path === 'live_chat' ? value : (value as { live_chat?: unknown } | null)?.live_chat;
    const script = (chat as { script?: unknown } | null)?.script;
    return typeof script === 'string' ? script : undefined;
  } catch {
    // Not JSON: the schema check refuses it.
    return undefined;
  }
}
