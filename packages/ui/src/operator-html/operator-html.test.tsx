/** The sanitiser between the operator's HTML and a member's page. */
import { describe, expect, it } from 'vitest';
import { sanitizeOperatorHtml } from './index.tsx';

/** The sanitised HTML parsed back, to ask what survived. */
function parse(html: string): HTMLElement {
  const box = document.createElement('div');
  box.innerHTML = sanitizeOperatorHtml(html);
  return box;
}

describe('sanitizeOperatorHtml', () => {
  it('keeps ordinary formatting, lists, tables and links', () => {
    const box = parse(
      '<h2>Wallet</h2><p>Use <strong>Deposit</strong> and <em>Retry</em>.</p><ol><li>One</li></ol>' +
        '<table><tbody><tr><th scope="row">Fee</th><td>Free</td></tr></tbody></table>' +
        '<a href="/help/list/2">Next</a>',
    );
    expect(box.querySelector('h2')?.textContent).toBe('Wallet');
    expect(box.querySelector('strong')?.textContent).toBe('Deposit');
    expect(box.querySelector('em')).not.toBeNull();
    expect(box.querySelector('ol > li')?.textContent).toBe('One');
    expect(box.querySelector('th')?.getAttribute('scope')).toBe('row');
    expect(box.querySelector('a')?.getAttribute('href')).toBe('/help/list/2');
  });

  it('removes scripts, styles, frames and forms', () => {
    const box = parse(
      '<p>Hi</p><script>window.pwned = 1</script><style>body{display:none}</style>' +
        '<iframe src="https://evil.test"></iframe><form action="https://evil.test"><input name="p"></form>',
    );
    expect(box.querySelector('script, style, iframe, form, input')).toBeNull();
    expect(box.innerHTML).not.toContain('pwned');
    expect(box.textContent).toBe('Hi');
  });

  it('removes event handlers and inline styles', () => {
    const box = parse(
      '<p onclick="steal()" style="position:fixed">Tap</p><a href="/x" onmouseover="steal()">x</a>' +
        '<svg onload="steal()"></svg><img src="x" onerror="steal()">',
    );
    expect(box.innerHTML).not.toMatch(/on(click|mouseover|load|error)|steal|style=/);
    expect(box.querySelector('svg, img')).toBeNull();
    expect(box.querySelector('p')?.textContent).toBe('Tap');
  });

  it('removes javascript:, data: and vbscript: URLs, however written', () => {
    const box = parse(
      '<a href="javascript:alert(1)">a</a><a href=" JaVaScRiPt:alert(1)">b</a>' +
        '<a href="jav&#x09;ascript:alert(1)">c</a><a href="data:text/html,<script>alert(1)</script>">d</a>' +
        '<a href="vbscript:msgbox(1)">e</a>',
    );
    const links = [...box.querySelectorAll('a')];
    expect(links).toHaveLength(5);
    for (const link of links) expect(link.hasAttribute('href'), link.textContent ?? '').toBe(false);
  });

  it('opens outside links in a new window that cannot reach back', () => {
    const box = parse(
      '<a href="https://regulator.example/licence" target="_self" rel="opener">Regulator</a>' +
        '<a href="/help/list/3">Inside</a><a href="mailto:help@example.com">Mail</a>',
    );
    const [outside, inside, mail] = [...box.querySelectorAll('a')];
    expect(outside?.getAttribute('target')).toBe('_blank');
    expect(outside?.getAttribute('rel')).toBe('noopener noreferrer');
    expect(inside?.hasAttribute('target')).toBe(false);
    expect(inside?.getAttribute('rel')).toBe('noopener noreferrer');
    expect(mail?.getAttribute('href')).toBe('mailto:help@example.com');
  });
});
