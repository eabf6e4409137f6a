import { renderHook } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { LIVE_CHAT_ATTRIBUTE, addLiveChatScript, pageNonce } from '../theming/live-chat.ts';
import { isSafeScriptUrl } from '../theming/scripts.ts';
import { useLiveChatScript } from './live-chat-script.tsx';

const SRC = 'https://chat.example/widget.js';
const chatScripts = () => document.querySelectorAll(`script[${LIVE_CHAT_ATTRIBUTE}]`);

/** The page as the server sends it: its CSP nonce on the `csp-nonce` meta. */
function servedWithNonce(nonce: string) {
  const meta = document.createElement('meta');
  meta.setAttribute('property', 'csp-nonce');
  meta.setAttribute('nonce', nonce);
  document.head.append(meta);
}

afterEach(() => {
  document.head.innerHTML = '';
  document.body.innerHTML = '';
});

describe('the live-chat script', () => {
  it('appears exactly once, carrying the page’s nonce, however often it is asked for', () => {
    servedWithNonce('n0nce');
    expect(pageNonce(document)).toBe('n0nce');
    const first = renderHook(() => useLiveChatScript(SRC, false));
    const second = renderHook(() => useLiveChatScript(SRC, false));
    expect(chatScripts()).toHaveLength(1);
    const script = chatScripts()[0] as HTMLScriptElement;
    expect(script.src).toBe(SRC);
    expect(script.nonce || script.getAttribute('nonce')).toBe('n0nce');
    second.unmount();
    first.unmount();
    expect(chatScripts()).toHaveLength(0);
  });

  it('is removed and added anew on sign-in and on sign-out', () => {
    const hook = renderHook(({ signedIn }) => useLiveChatScript(SRC, signedIn), {
      initialProps: { signedIn: false },
    });
    const before = chatScripts()[0];
    hook.rerender({ signedIn: true });
    expect(chatScripts()).toHaveLength(1);
    expect(chatScripts()[0]).not.toBe(before);
    const signedIn = chatScripts()[0];
    hook.rerender({ signedIn: false });
    expect(chatScripts()).toHaveLength(1);
    expect(chatScripts()[0]).not.toBe(signedIn);
    hook.unmount();
  });

  it('loads nothing but an absolute https URL (http only on an http page)', () => {
    for (const src of ['javascript:alert(1)', 'data:text/javascript,1', '/local.js', '', ' '])
      expect(addLiveChatScript(document, src), src).toBeUndefined();
    // The page's own protocol decides plain http: never on an https page.
    expect(isSafeScriptUrl('http://chat.example/w.js', 'https:')).toBe(false);
    expect(chatScripts()).toHaveLength(0);
  });
});
