/**
 * Canned answers for the support stories (no server in Storybook), answering as the API does:
 * a member's inbox and the brand's system notices with read state kept per story (opening a
 * message marks it read, "Mark all read" reads them all, the unread counts follow), and the
 * operator's help pages. Times are relative to "now" so dates read sensibly whenever opened.
 */
import type { HelpPage } from '@lobby/contract/help';
import type { MessageItem } from '@lobby/contract/messages';
import type { Canned } from '@lobby/test-kit';

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

const nowSeconds = () => Math.floor(Date.now() / 1000);

function seedMessages(): MessageItem[] {
  const at = nowSeconds();
  const message = (
    id: number,
    kind: 1 | 2,
    title: string,
    content: string,
    read: boolean,
    ago: number,
  ): MessageItem => ({ id, kind, title, content, status: read ? 1 : 2, created_at: at - ago });
  return [
    message(
      8,
      1,
      'Your withdrawal has been paid',
      'Withdrawal W20260115093000 of RM1,500.00 was paid to your MAY bank card ending 4821.\nIt may take up to 30 minutes to appear in your account.',
      false,
      600,
    ),
    message(
      7,
      1,
      'Welcome bonus credited',
      'Thank you for your first deposit. A RM88.00 welcome bonus is now in your main wallet; it needs RM880.00 turnover before withdrawal.',
      false,
      7_200,
    ),
    message(
      6,
      1,
      'Verify your mobile number',
      'Verify your mobile number in Settings to receive withdrawal codes by SMS.',
      true,
      172_800,
    ),
    message(
      5,
      2,
      'Scheduled maintenance',
      'Thunder Paddock is under maintenance this week. Your balance with them is safe and can be recalled at any time.',
      false,
      3_600,
    ),
    message(
      4,
      2,
      'New games from Aurora Gaming',
      'Twelve new slot games are live. Find them under Slots → Aurora Gaming.',
      true,
      259_200,
    ),
  ];
}

/**
 * Fresh messages answers with their own read state: each story gets its own, so one story's
 * reading leaves the next one's unread markers alone.
 */
export function messageAnswers(seed: () => MessageItem[] = seedMessages): Record<string, Canned> {
  const all = seed();
  const unread = () => {
    const inbox = all.filter((m) => m.kind === 1 && m.status === 2).length;
    const system = all.filter((m) => m.kind === 2 && m.status === 2).length;
    return { unread: inbox + system, inbox, system };
  };
  const answers: Record<string, Canned> = {
    '/member/message/list': (url: URL) => {
      const kind = Number(url.searchParams.get('kind') ?? 0);
      const page = Number(url.searchParams.get('page') ?? 1);
      const size = Number(url.searchParams.get('page_size') ?? 20);
      const matching = all.filter((m) => !kind || m.kind === kind);
      const list = matching.slice((page - 1) * size, page * size);
      return json({ list, total: matching.length, page, page_size: size });
    },
    '/member/message/unread_count': () => json(unread()),
    '/member/message/read': (_url: URL, init?: RequestInit) => {
      const body = JSON.parse(String(init?.body ?? '{}')) as { all?: boolean; ids?: number[] };
      for (const m of all) if (body.all || body.ids?.includes(m.id)) m.status = 1;
      return json({ unread: unread().unread });
    },
  };
  for (const m of all) {
    answers[`/member/message/detail/${m.id}`] = () => {
      m.status = 1;
      return json(m);
    };
  }
  return answers;
}

/** No messages at all. */
export const noMessages = () => messageAnswers(() => []);

const page = (
  id: number,
  category: string,
  title: string,
  summary: string,
  content: string,
): HelpPage => ({
  id,
  category,
  slug: title.toLowerCase().replace(/\W+/g, '-'),
  title,
  summary,
  content,
  updated_at: nowSeconds() - 86_400 * 3,
});

/** The story brand's help pages. */
export const HELP_PAGES: HelpPage[] = [
  page(
    1,
    'faq',
    'Frequently asked questions',
    'Accounts, wallets, bonuses and games.',
    '<h2>Account</h2><h3>I forgot my password.</h3><p>Use <strong>Forgot password</strong> on the sign-in page; we send a code to your email or phone.</p><h2>Wallet</h2><h3>My transfer shows “pending”.</h3><p>The provider has not confirmed it yet. Your money is held safely; tap <em>Retry</em> in the transfer list.</p>',
  ),
  page(
    2,
    'deposit',
    'How to deposit',
    'Instant payment, bank transfer or USDT.',
    '<ol><li>Open <strong>Deposit</strong> and choose a method.</li><li>Enter an amount within the limits shown.</li><li><strong>Bank transfer:</strong> quote your top-up code.</li></ol><table><thead><tr><th scope="col">Method</th><th scope="col">Arrives</th></tr></thead><tbody><tr><td>Instant payment</td><td>Seconds</td></tr><tr><td>Bank transfer</td><td>About 10 minutes</td></tr></tbody></table>',
  ),
  page(
    3,
    'responsible',
    'Responsible gaming',
    'Stay in control: limits, breaks and help.',
    '<p>Gaming should be entertainment, never a way to make money.</p><ul><li>Decide a budget before you play.</li><li>Take regular breaks.</li></ul><p>Support is available at <a href="https://www.begambleaware.org/">BeGambleAware</a>.</p>',
  ),
  page(
    6,
    'supervise',
    'Supervision',
    'Who oversees our operations.',
    '<p>Our operations are audited every quarter by an independent testing laboratory, which certifies game fairness and random number generation.</p>',
  ),
  page(
    7,
    'license',
    'Licence',
    'Our gaming licence and certification.',
    '<p>This site is operated under a remote gaming licence (demo licence no. LB-2026-0042).</p>',
  ),
];

/**
 * A page whose operator content carries script, an event handler and a javascript: link, as
 * a compromised back office might send it: the story shows what survives.
 */
export const UNSAFE_PAGE: HelpPage = page(
  9,
  'faq',
  'Bonus terms',
  'How bonuses are paid.',
  '<p onclick="steal()">Bonuses are paid within 24 hours.</p><script>window.stolen = document.cookie</script>' +
    '<p><a href="javascript:steal()">Claim now</a> or read the <a href="https://example.com/terms">full terms</a>.</p>' +
    '<img src="x" onerror="steal()">',
);

/** What the help screens read. */
export const HELP_ANSWERS: Readonly<Record<string, Canned>> = {
  '/help/list': HELP_PAGES.map(({ id, category, slug, title, summary }) => ({
    id,
    category,
    slug,
    title,
    summary,
  })),
  ...Object.fromEntries(HELP_PAGES.map((p) => [`/help/detail/${p.id}`, p])),
  [`/help/detail/${UNSAFE_PAGE.id}`]: UNSAFE_PAGE,
  '/help/supervise': HELP_PAGES.find((p) => p.category === 'supervise'),
  '/help/license': HELP_PAGES.find((p) => p.category === 'license'),
};

const failing = () => json({ code: 'INTERNAL', message: 'Load Failed, Please Try Again' }, 500);

/** Answers that fail as a server that cannot answer does. */
export const FAILING_ANSWERS: Readonly<Record<string, Canned>> = {
  '/member/message/list': failing,
  '/help/list': failing,
  '/help/detail/1': failing,
};
