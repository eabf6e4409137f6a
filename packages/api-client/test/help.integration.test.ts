/**
 * The help area against the reference API: help pages per locale (content sanitised by the
 * server), the supervision and licence pages, and refusals of unknown pages and bad filters.
 */
import { getHelpPage, getLicensePage, getSupervisePage, listHelpPages } from '@lobby/contract/help';
import { describe, expect, it } from 'vitest';
import { SNEAKY, expectContractShape, clientsPerTest } from './helpers.ts';

const open = clientsPerTest();

describe('help pages', () => {
  it('lists pages by category and opens one, in the locale', async () => {
    const { client } = open({ getLocale: () => 'ja' });
    const pages = await client.help.helpList();
    expectContractShape(listHelpPages, pages);
    expect(pages.map((p) => p.category)).toEqual(
      expect.arrayContaining(['faq', 'deposit', 'withdraw']),
    );
    const faq = pages.find((p) => p.category === 'faq');
    if (!faq) throw new Error('no FAQ page');
    const page = await client.help.helpDetail({ id: faq.id });
    expectContractShape(getHelpPage, page);
    expect(page).toMatchObject({ id: faq.id, title: faq.title });
    expect(page.content).toContain('<h2>');
    expect(page.content).not.toMatch(/<script|onerror|javascript:/i);
    const deposits = await client.help.helpList({ category: 'deposit' });
    expect(deposits.length).toBeGreaterThan(0);
    expect(deposits.every((p) => p.category === 'deposit')).toBe(true);
  });

  it('serves the supervision and licence pages', async () => {
    const zh = open({ getLocale: () => 'zh-CN' }).client;
    const supervise = await zh.help.supervise();
    expectContractShape(getSupervisePage, supervise);
    expect(supervise.title).toBe('监管信息');
    const license = await open().client.help.license();
    expectContractShape(getLicensePage, license);
    expect(license.content).toContain('LB-2026-0042');
  });

  it('refuses an unknown page and a bad category', async () => {
    const { client, notify } = open();
    await expect(client.help.helpDetail({ id: 99_999_999 })).rejects.toMatchObject({
      status: 404,
      code: 'NOT_FOUND',
    });
    expect(notify.toast).toHaveBeenCalledTimes(1);
    await expect(
      client.help.helpList({ category: 'x'.repeat(33) }, { handleErrors: true }),
    ).rejects.toMatchObject({
      code: 'VALIDATION_FAILED',
      field: 'category',
    });
    await expect(client.help.helpDetail({ id: 0 }, { handleErrors: true })).rejects.toMatchObject({
      code: 'VALIDATION_FAILED',
      field: 'id',
    });
    await expect(client.help.supervise(SNEAKY, { handleErrors: true })).rejects.toMatchObject({
      code: 'UNKNOWN_FIELD',
    });
    await expect(client.help.license(SNEAKY, { handleErrors: true })).rejects.toMatchObject({
      code: 'UNKNOWN_FIELD',
    });
  });
});
