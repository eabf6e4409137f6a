import { PRIMED_ANSWERS_ID } from '@lobby/contract/core';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { PRIMED_ANSWERS_MS, primedFetch, takePrimedAnswers } from './primed-fetch.ts';

const ORIGIN = 'https://site.test';
const THEME = '/api/v1/member/feature_theme/info?locale=en&name=default&platform=2';

function pageWith(json: string) {
  const element = document.createElement('script');
  element.type = 'application/json';
  element.id = PRIMED_ANSWERS_ID;
  element.textContent = json;
  document.body.append(element);
}

afterEach(() => document.getElementById(PRIMED_ANSWERS_ID)?.remove());

describe('takePrimedAnswers', () => {
  it('reads the page’s answers once and takes the element out', () => {
    pageWith(JSON.stringify({ answers: { [THEME]: '{"a":1}', bad: 3 } }));
    expect([...takePrimedAnswers(document)]).toEqual([[THEME, '{"a":1}']]);
    expect(document.getElementById(PRIMED_ANSWERS_ID)).toBeNull();
    expect(takePrimedAnswers(document).size).toBe(0);
  });

  it('reads none from a page without them or with unreadable ones', () => {
    expect(takePrimedAnswers(document).size).toBe(0);
    pageWith('{not json');
    expect(takePrimedAnswers(document).size).toBe(0);
    pageWith('{"answers":null}');
    expect(takePrimedAnswers(document).size).toBe(0);
  });
});

describe('primedFetch', () => {
  const setup = (now = 1_000) => {
    const network = vi.fn<typeof fetch>(async () => new Response('{"from":"network"}'));
    const answers = new Map([[THEME, '{"from":"page"}']]);
    const clock = { now };
    const doFetch = primedFetch(answers, network, { origin: ORIGIN, now: () => clock.now });
    return { network, answers, clock, doFetch };
  };

  it('answers a guest’s call from the page once, whatever the order of its query', async () => {
    const { network, doFetch } = setup();
    const url = `${ORIGIN}/api/v1/member/feature_theme/info?platform=2&name=default&locale=en`;
    const first = await doFetch(url, { headers: { accept: 'application/json' } });
    expect(first.status).toBe(200);
    expect(await first.json()).toEqual({ from: 'page' });
    expect(network).not.toHaveBeenCalled();
    expect(await (await doFetch(url)).json()).toEqual({ from: 'network' });
    expect(network).toHaveBeenCalledOnce();
  });

  it('answers in a task of its own, as the network would, not within the task that asked', async () => {
    const { doFetch } = setup();
    let answered = false;
    const pending = doFetch(`${ORIGIN}${THEME}`).then(() => (answered = true));
    // However many promise callbacks the asking task runs, the answer is not among them.
    for (let step = 0; step < 20; step += 1) await Promise.resolve();
    expect(answered).toBe(false);
    await pending;
    expect(answered).toBe(true);
  });

  it('sends a member’s call, another method, another origin and an unknown call to the network', async () => {
    const { network, answers, doFetch } = setup();
    await doFetch(`${ORIGIN}${THEME}`, { headers: { authorization: 'Bearer t' } });
    await doFetch(new Request(`${ORIGIN}${THEME}`, { method: 'POST', body: '{}' }));
    await doFetch(`https://api.elsewhere.test${THEME}`);
    await doFetch(`${ORIGIN}/api/v1/currency?locale=en`);
    expect(network).toHaveBeenCalledTimes(4);
    expect(answers.size).toBe(1);
    // A Request object without a token is answered like a URL.
    expect(await (await doFetch(new Request(`${ORIGIN}${THEME}`))).json()).toEqual({
      from: 'page',
    });
  });

  it('drops what is left once the page’s first moments are over', async () => {
    const { network, answers, clock, doFetch } = setup();
    clock.now = PRIMED_ANSWERS_MS + 1;
    expect(await (await doFetch(`${ORIGIN}${THEME}`)).json()).toEqual({ from: 'network' });
    expect(network).toHaveBeenCalledOnce();
    expect(answers.size).toBe(0);
  });

  it('is the network itself when the page came with no answers', () => {
    const network = vi.fn<typeof fetch>();
    expect(primedFetch(new Map(), network, { origin: ORIGIN, now: () => 0 })).toBe(network);
  });
});
