import { act, fireEvent, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { themes } from '@lobby/tokens/themes';
import { renderWithTheme } from '../testing/index.tsx';
import { useLobbyTheme } from '../theme/theme-provider.tsx';
import { Accordion } from './accordion.tsx';
import { Amount } from './amount.tsx';
import { Avatar, initialsOf } from './avatar.tsx';
import { BalanceDisplay } from './balance-display.tsx';
import { BannerCarousel } from './banner-carousel.tsx';
import { Badge } from './badge.tsx';
import { DateTimePicker, fromNativeValue, toNativeValue } from './date-time-picker.tsx';
import type { FastDateKey } from './fast-date-selector.tsx';
import type { DateRange } from '../internal/domain.ts';
import { FastDateSelector } from './fast-date-selector.tsx';
import { FestivalAnimation } from './festival-animation.tsx';
import { GameTile } from './game-tile.tsx';
import { List, ListItem } from './list.tsx';
import { NoMoreData, NoRecord } from './placeholders.tsx';
import { PageHeader } from './page-header.tsx';
import { ProgressBar } from './progress-bar.tsx';
import { ProgressMeter } from './progress-meter.tsx';
import { ProviderTile } from './provider-tile.tsx';
import { Skeleton } from './skeleton.tsx';
import { Spinner } from './spinner.tsx';
import { TabBar } from './tab-bar.tsx';
import { Tabs } from './tabs.tsx';

const MYR = { symbol: 'RM', decimals: 2 };

describe('Amount', () => {
  it('formats minor units exactly with grouping', () => {
    renderWithTheme(<Amount value={123456789} currency={MYR} />);
    expect(screen.getByText('RM1,234,567.89')).toBeInTheDocument();
  });

  it('signs and colours results', () => {
    renderWithTheme(
      <>
        <Amount value={1050} signed tone="auto" />
        <Amount value={-250} signed tone="auto" />
        <Amount value={0} signed tone="auto" />
      </>,
    );
    expect(screen.getByText('+10.50')).toHaveAttribute('data-tone', 'win');
    expect(screen.getByText('-2.50')).toHaveAttribute('data-tone', 'loss');
    expect(screen.getByText('0.00')).toHaveAttribute('data-tone', 'neutral');
  });

  it('shows a placeholder for a value that is not an amount', () => {
    renderWithTheme(<Amount value={1.5} />);
    expect(screen.getByText('--')).toBeInTheDocument();
  });

  it('shows four stars when hidden, and says so to screen readers', () => {
    renderWithTheme(<Amount value={5000} hidden />);
    expect(screen.getByText('****')).toBeInTheDocument();
    expect(screen.getByText('Hidden amount')).toBeInTheDocument();
    expect(screen.queryByText(/50\.00/)).toBeNull();
  });
});

describe('BalanceDisplay', () => {
  it('hides and shows the balance with its toggle', async () => {
    function Harness() {
      const [hidden, setHidden] = useState(false);
      return (
        <BalanceDisplay
          amount={250075}
          currency={MYR}
          hidden={hidden}
          onToggleHidden={() => setHidden((h) => !h)}
        />
      );
    }
    renderWithTheme(<Harness />);
    expect(screen.getByText('2,500.75')).toBeInTheDocument();
    const toggle = screen.getByRole('button', { name: 'Hide balance' });
    await userEvent.click(toggle);
    expect(toggle).toHaveAttribute('aria-pressed', 'true');
    expect(screen.getByText('****')).toBeInTheDocument();
    expect(screen.queryByText('2,500.75')).toBeNull();
  });

  it('refreshes on request and shows a placeholder while loading', async () => {
    const onRefresh = vi.fn();
    renderWithTheme(
      <BalanceDisplay
        amount={0}
        currency={MYR}
        hidden={false}
        onToggleHidden={() => {}}
        onRefresh={onRefresh}
        loading
      />,
    );
    expect(screen.queryByText('0.00')).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: 'Refresh balance' }));
    expect(onRefresh).toHaveBeenCalled();
  });
});

describe('Tabs', () => {
  const items = [
    { id: 'all', label: 'All', content: 'All games' },
    { id: 'slots', label: 'Slots', content: 'Slot games' },
    { id: 'live', label: 'Live', content: 'Live games', disabled: true },
    { id: 'fish', label: 'Fishing', content: 'Fish games' },
  ];

  it('moves with arrow keys, skipping disabled tabs, and wraps', async () => {
    const onChange = vi.fn();
    renderWithTheme(<Tabs label="Game types" items={items} onChange={onChange} />);
    const all = screen.getByRole('tab', { name: 'All' });
    expect(all).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('tabpanel')).toHaveTextContent('All games');
    all.focus();
    await userEvent.keyboard('{ArrowRight}{ArrowRight}');
    expect(screen.getByRole('tab', { name: 'Fishing' })).toHaveFocus();
    expect(screen.getByRole('tabpanel')).toHaveTextContent('Fish games');
    await userEvent.keyboard('{ArrowRight}');
    expect(all).toHaveFocus();
    await userEvent.keyboard('{End}');
    expect(onChange).toHaveBeenLastCalledWith('fish');
    await userEvent.keyboard('{Home}{ArrowLeft}');
    expect(onChange).toHaveBeenLastCalledWith('fish');
  });

  it('keeps only the selected tab in the Tab order', () => {
    renderWithTheme(<Tabs label="Game types" items={items} value="slots" />);
    expect(screen.getByRole('tab', { name: 'Slots' })).toHaveAttribute('tabindex', '0');
    expect(screen.getByRole('tab', { name: 'All' })).toHaveAttribute('tabindex', '-1');
  });
});

describe('TabBar', () => {
  it('marks no tab on a page that is none of them', () => {
    renderWithTheme(
      <TabBar
        value={undefined}
        onChange={() => {}}
        fixed={false}
        items={[
          { id: 'home', label: 'Home', icon: 'home' },
          { id: 'my', label: 'My', icon: 'user' },
        ]}
      />,
    );
    const nav = screen.getByRole('navigation', { name: 'Main' });
    for (const tab of within(nav).getAllByRole('button'))
      expect(tab).not.toHaveAttribute('aria-current');
  });

  it('marks the current destination and reports presses, with unread counts spoken', async () => {
    const onChange = vi.fn();
    renderWithTheme(
      <TabBar
        value="home"
        onChange={onChange}
        fixed={false}
        items={[
          { id: 'home', label: 'Home', icon: 'home' },
          { id: 'promo', label: 'Promotion', icon: 'gift' },
          { id: 'my', label: 'My', icon: 'user', badge: 3 },
        ]}
      />,
    );
    const nav = screen.getByRole('navigation', { name: 'Main' });
    expect(within(nav).getByRole('button', { name: 'Home' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    expect(within(nav).getByRole('button', { name: /^My\W+3 new$/ })).toBeInTheDocument();
    await userEvent.click(within(nav).getByRole('button', { name: 'Promotion' }));
    expect(onChange).toHaveBeenCalledWith('promo');
  });
});

describe('Accordion', () => {
  it('expands one section at a time unless multiple', async () => {
    const items = [
      { id: 'a', title: 'How do I deposit?', content: 'Open the wallet.' },
      { id: 'b', title: 'How do I withdraw?', content: 'Add a bank card.' },
    ];
    renderWithTheme(<Accordion items={items} />);
    const first = screen.getByRole('button', { name: 'How do I deposit?' });
    const second = screen.getByRole('button', { name: 'How do I withdraw?' });
    await userEvent.click(first);
    expect(first).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByRole('region', { name: 'How do I deposit?' })).toHaveTextContent(
      'Open the wallet.',
    );
    await userEvent.click(second);
    expect(first).toHaveAttribute('aria-expanded', 'false');
    expect(second).toHaveAttribute('aria-expanded', 'true');
    await userEvent.click(second);
    expect(second).toHaveAttribute('aria-expanded', 'false');
  });

  it('keeps several open when multiple', async () => {
    renderWithTheme(
      <Accordion
        multiple
        defaultOpen={['a']}
        items={[
          { id: 'a', title: 'A', content: 'one' },
          { id: 'b', title: 'B', content: 'two' },
        ]}
      />,
    );
    await userEvent.click(screen.getByRole('button', { name: 'B' }));
    expect(screen.getByRole('button', { name: 'A' })).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByRole('button', { name: 'B' })).toHaveAttribute('aria-expanded', 'true');
  });
});

describe('FastDateSelector', () => {
  it('offers the five ranges of the spec and reports the domain range in the platform timezone', async () => {
    const now = new Date('2026-11-15T10:00:00Z');
    const onChange = vi.fn();
    renderWithTheme(<FastDateSelector value="today" onChange={onChange} now={() => now} />);
    expect(screen.getByRole('radio', { name: 'Today' })).toBeChecked();
    expect(screen.getAllByRole('radio').map((r) => r.closest('label')?.textContent)).toEqual([
      'Today',
      'Yesterday',
      'Past 7 Days',
      'Last Month',
      'This Month',
    ]);
    await userEvent.click(screen.getByRole('radio', { name: 'Yesterday' }));
    // Yesterday in UTC+8 is 14 November, 00:00 to 23:59:59.999 local.
    expect(onChange).toHaveBeenCalledWith('yesterday', {
      start: Date.parse('2026-11-13T16:00:00Z'),
      end: Date.parse('2026-11-14T15:59:59.999Z'),
    });
  });

  it('takes a custom range function and labels, and ignores a range it cannot compute', async () => {
    const rangeOf = vi.fn((key: FastDateKey): DateRange | undefined =>
      key === 'today' ? { start: 1, end: 2 } : undefined,
    );
    const onChange = vi.fn();
    renderWithTheme(
      <FastDateSelector
        value={undefined}
        onChange={onChange}
        rangeOf={rangeOf}
        labels={{ today: '今日' }}
      />,
    );
    await userEvent.click(screen.getByRole('radio', { name: '今日' }));
    expect(onChange).toHaveBeenCalledWith('today', { start: 1, end: 2 });
    await userEvent.click(screen.getByRole('radio', { name: 'Last Month' }));
    expect(rangeOf).toHaveBeenCalledWith('lastMonth', expect.any(Date));
    expect(onChange).toHaveBeenCalledTimes(1);
  });
});

describe('DateTimePicker', () => {
  it('converts between the spec format and the native value', () => {
    expect(toNativeValue('2026-11-15 08:30:05', 'datetime')).toBe('2026-11-15T08:30:05');
    expect(toNativeValue('2026-11-15 08:30', 'datetime')).toBe('2026-11-15T08:30:00');
    expect(fromNativeValue('2026-11-15T08:30', 'datetime')).toBe('2026-11-15 08:30:00');
    expect(toNativeValue('2026-11-15', 'date')).toBe('2026-11-15');
  });

  it('treats malformed values as empty', () => {
    for (const bad of ['', 'tomorrow', '15/11/2026', '2026-11-15 8:30', '2026-11-15T08']) {
      expect(toNativeValue(bad, 'datetime')).toBe('');
      expect(fromNativeValue(bad, 'datetime')).toBe('');
    }
    expect(toNativeValue('2026-11-15 08:30:00', 'date')).toBe('');
    expect(fromNativeValue('x', 'date')).toBe('');
  });

  it('emits the spec format on change', () => {
    const onChange = vi.fn();
    renderWithTheme(
      <DateTimePicker label="From" value="2026-11-01 00:00:00" onChange={onChange} />,
    );
    const input = screen.getByLabelText('From');
    expect(input).toHaveValue('2026-11-01T00:00');
    fireEvent.change(input, { target: { value: '2026-11-02T13:45:10' } });
    expect(onChange).toHaveBeenCalledWith('2026-11-02 13:45:10');
  });
});

describe('tiles', () => {
  it('names a game tile for screen readers and plays it', async () => {
    const onPlay = vi.fn();
    renderWithTheme(
      <GameTile
        name="Dragon Fortune"
        provider="Lobby Studio"
        gameType="SlotMachine"
        hot
        onPlay={onPlay}
      />,
    );
    const tile = screen.getByRole('button', { name: /^Play Dragon Fortune\s+Lobby Studio\b/ });
    expect(tile.querySelector('img')?.getAttribute('src')).toMatch(/^data:image\/svg\+xml/);
    await userEvent.click(tile);
    expect(onPlay).toHaveBeenCalled();
  });

  it("draws a tile's artwork once it comes near the viewport", () => {
    // A stand-in observer the test drives: nothing is near until the test says so.
    let notify: ((entries: { target: Element; isIntersecting: boolean }[]) => void) | undefined;
    const watched: Element[] = [];
    const original = globalThis.IntersectionObserver;
    globalThis.IntersectionObserver = class {
      constructor(callback: typeof notify) {
        notify = callback;
      }
      observe(element: Element) {
        watched.push(element);
      }
      unobserve() {}
      disconnect() {}
    } as unknown as typeof IntersectionObserver;
    try {
      renderWithTheme(<GameTile name="Dragon Fortune" gameType="SlotMachine" />);
      const image = screen.getByRole('button').querySelector('img');
      expect(image).not.toHaveAttribute('src');
      expect(watched).toEqual([image]);
      act(() => notify?.([{ target: image as Element, isIntersecting: true }]));
      expect(image?.getAttribute('src')).toMatch(/^data:image\/svg\+xml/);
      // The same button: only the picture changed.
      expect(screen.getByRole('button', { name: /^Play Dragon Fortune/ })).toContainElement(image);
    } finally {
      globalThis.IntersectionObserver = original;
    }
  });

  it('disables a game under maintenance and says why', () => {
    renderWithTheme(<GameTile name="Ocean King" gameType="FishHunting" status="maintain" />);
    expect(screen.getByRole('button', { name: /^Play Ocean King.*Maintenance$/ })).toBeDisabled();
  });

  it('uses an uploaded image when there is one', () => {
    renderWithTheme(<GameTile name="Real" gameType="Casino" image="/real.png" />);
    expect(screen.getByRole('button').querySelector('img')).toHaveAttribute('src', '/real.png');
  });

  it('shows a provider with its game count', async () => {
    const onSelect = vi.fn();
    renderWithTheme(
      <ProviderTile
        name="Pragmatic Play"
        gameType="SlotMachine"
        gameCount={128}
        onSelect={onSelect}
      />,
    );
    const tile = screen.getByRole('button', { name: /Pragmatic Play/ });
    expect(tile).toHaveTextContent('128 games');
    await userEvent.click(tile);
    expect(onSelect).toHaveBeenCalled();
  });
});

describe('BannerCarousel', () => {
  const slides = [
    { id: 'welcome', title: 'Welcome bonus', subtitle: '100% up to RM 500', ctaLabel: 'Claim' },
    { id: 'weekly', title: 'Weekly cashback' },
    { id: 'vip', title: 'VIP club' },
  ];

  it('moves with next, previous and the slide buttons, hiding inactive slides', async () => {
    renderWithTheme(<BannerCarousel slides={slides} interval={0} />);
    const region = screen.getByRole('region', { name: 'Promotions' });
    expect(region).toHaveAttribute('aria-roledescription', 'carousel');
    const current = () =>
      screen
        .getAllByRole('button', { name: /^Slide \d of 3$/ })
        .findIndex((b) => b.getAttribute('aria-current') === 'true');
    expect(current()).toBe(0);
    await userEvent.click(screen.getByRole('button', { name: 'Next slide' }));
    expect(current()).toBe(1);
    await userEvent.click(screen.getByRole('button', { name: 'Previous slide' }));
    await userEvent.click(screen.getByRole('button', { name: 'Previous slide' }));
    expect(current()).toBe(2);
    await userEvent.click(screen.getByRole('button', { name: 'Slide 1 of 3' }));
    expect(current()).toBe(0);
    const slidesEls = document.querySelectorAll('[aria-roledescription="slide"]');
    expect(slidesEls[0]).not.toHaveAttribute('aria-hidden', 'true');
    expect(slidesEls[1]).toHaveAttribute('aria-hidden', 'true');
  });

  it('advances by itself until paused', () => {
    vi.useFakeTimers();
    try {
      renderWithTheme(<BannerCarousel slides={slides} interval={1000} />);
      const dot = (n: number) => screen.getByRole('button', { name: `Slide ${n} of 3` });
      act(() => vi.advanceTimersByTime(1000));
      expect(dot(2)).toHaveAttribute('aria-current', 'true');
      act(() => screen.getByRole('button', { name: 'Pause slides' }).click());
      act(() => vi.advanceTimersByTime(3000));
      expect(dot(2)).toHaveAttribute('aria-current', 'true');
    } finally {
      vi.useRealTimers();
    }
  });

  it('draws the banners of the slides reached so far and their neighbours, no others', async () => {
    const five = ['a', 'b', 'c', 'd', 'e'].map((id) => ({ id, title: `Slide ${id}` }));
    renderWithTheme(<BannerCarousel slides={five} interval={0} />);
    const drawn = () =>
      [...document.querySelectorAll('[aria-roledescription="slide"] img')].map((img) =>
        img.hasAttribute('src'),
      );
    // The first slide, the next one, and the last (the one "previous" goes to).
    expect(drawn()).toEqual([true, true, false, false, true]);
    await userEvent.click(screen.getByRole('button', { name: 'Next slide' }));
    expect(drawn()).toEqual([true, true, true, false, false]);
    await userEvent.click(screen.getByRole('button', { name: 'Next slide' }));
    await userEvent.click(screen.getByRole('button', { name: 'Slide 1 of 5' }));
    // Slides reached stay drawn, with the one after the furthest; the last is the first's previous.
    expect(drawn()).toEqual([true, true, true, true, true]);
  });

  it('renders nothing without slides', () => {
    renderWithTheme(<BannerCarousel slides={[]} />);
    expect(screen.queryByRole('region')).toBeNull();
  });
});

describe('small displays', () => {
  it('derives avatar initials', () => {
    expect(initialsOf('lucky player')).toBe('LP');
    expect(initialsOf('ace')).toBe('AC');
    expect(initialsOf('  ')).toBe('?');
    expect(initialsOf('jo_smith')).toBe('JS');
  });

  it('names an avatar with its VIP level and falls back to initials', () => {
    renderWithTheme(<Avatar name="Mei Lin" vipLevel={3} />);
    expect(screen.getByRole('img', { name: 'Mei Lin, VIP 3' })).toHaveTextContent('ML');
  });

  it('exposes meter values to assistive tech and clamps them', () => {
    renderWithTheme(<ProgressMeter kind="turnover" label="Turnover" value={7500} max={5000} />);
    const meter = screen.getByRole('progressbar', { name: 'Turnover' });
    expect(meter).toHaveAttribute('aria-valuenow', '5000');
    expect(meter).toHaveAttribute('aria-valuetext', '100%');
  });

  it('shows the navigation bar only while active', () => {
    const { rerender } = renderWithTheme(<ProgressBar active={false} />);
    expect(screen.queryByRole('progressbar')).toBeNull();
    rerender(<ProgressBar active value={140} />);
    expect(screen.getByRole('progressbar', { name: 'Loading page' })).toHaveAttribute(
      'aria-valuenow',
      '100',
    );
  });

  it('renders placeholders, badges, spinners, skeletons, headers and lists', async () => {
    const onBack = vi.fn();
    const onRow = vi.fn();
    renderWithTheme(
      <>
        <PageHeader title="Wallet" onBack={onBack} />
        <NoRecord description="Your bets will show here" />
        <NoMoreData />
        <Badge tone="win">Win</Badge>
        <Spinner />
        <Skeleton lines={3} />
        <List label="Settings">
          <ListItem title="Password" chevron onClick={onRow} />
          <ListItem title="Version" trailing="1.0" />
        </List>
      </>,
    );
    expect(screen.getByRole('heading', { level: 1, name: 'Wallet' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Back' }));
    expect(onBack).toHaveBeenCalled();
    expect(screen.getByText('No record')).toBeInTheDocument();
    expect(screen.getByText('No more data')).toBeInTheDocument();
    expect(screen.getByText('Win')).toHaveAttribute('data-tone', 'win');
    expect(screen.getByText('Loading')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Password' }));
    expect(onRow).toHaveBeenCalled();
    expect(screen.getByRole('list', { name: 'Settings' }).children).toHaveLength(2);
  });
});

describe('FestivalAnimation', () => {
  it('draws snow and fireworks hidden from assistive tech', () => {
    const { container, rerender } = renderWithTheme(
      <FestivalAnimation kind="snow" density={12} fixed={false} />,
    );
    const layer = container.querySelector('[data-festival="snow"]');
    expect(layer).toHaveAttribute('aria-hidden', 'true');
    expect(layer?.children).toHaveLength(12);
    rerender(<FestivalAnimation kind="firework" density={2} />);
    expect(container.querySelector('[data-festival="firework"]')?.children).toHaveLength(2);
    rerender(<FestivalAnimation kind="none" />);
    expect(container.querySelector('[data-festival]')).toBeNull();
  });

  it('is off when the member prefers reduced motion', () => {
    const original = window.matchMedia;
    window.matchMedia = ((query: string) => ({
      ...original(query),
      matches: query.includes('reduce'),
    })) as typeof window.matchMedia;
    try {
      const { container } = renderWithTheme(<FestivalAnimation kind="snow" />);
      expect(container.querySelector('[data-festival]')).toBeNull();
    } finally {
      window.matchMedia = original;
    }
  });
});

describe('renderWithTheme', () => {
  function ThemeName() {
    return <span>{useLobbyTheme().name}</span>;
  }

  it('renders under DIAMOND by default and under any theme given', () => {
    const { unmount } = renderWithTheme(<ThemeName />);
    expect(screen.getByText('DIAMOND')).toBeInTheDocument();
    unmount();
    renderWithTheme(<ThemeName />, { theme: themes.LITE });
    expect(screen.getByText('LITE')).toBeInTheDocument();
  });
});
