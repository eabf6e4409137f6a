import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, userEvent, within } from 'storybook/test';
import styled from 'styled-components';
import { Accordion } from './accordion.tsx';
import { Amount } from './amount.tsx';
import { Avatar } from './avatar.tsx';
import { Badge } from './badge.tsx';
import { BalanceDisplay } from './balance-display.tsx';
import { Card } from './card.tsx';
import type { CurrencyLike } from '../internal/domain.ts';
import { List, ListItem } from './list.tsx';
import { ProgressMeter } from './progress-meter.tsx';
import { Icon } from '../icons/icon.tsx';
import { Button } from './button.tsx';

const Row = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: 12px;
`;

const Column = styled.div`
  display: grid;
  gap: 16px;
  max-width: 420px;
`;

const MYR: CurrencyLike = { symbol: 'RM', decimals: 2 };

/**
 * The sample amounts' currency: the brand Storybook shows (its preview resolves the Brand
 * toolbar, or the theme's brand, into `loaded.lobbyBrand`), ringgit when there is none.
 */
const sampleCurrency = (loaded: Record<string, unknown>): CurrencyLike =>
  (loaded['lobbyBrand'] as { currency?: CurrencyLike } | undefined)?.currency ?? MYR;

const meta = {
  title: 'Data display/Data display',
  component: Card,
  // A docs page: props table and controls, the stories (variants) below.
  tags: ['autodocs'],
  subcomponents: {
    Amount,
    BalanceDisplay,
    List,
    ListItem,
    Badge,
    Avatar,
    Accordion,
    ProgressMeter,
  },
} satisfies Meta<typeof Card>;
export default meta;
type Story = StoryObj<typeof meta>;

export const WalletCard: Story = {
  render: function Render(_args, { loaded }) {
    const [hidden, setHidden] = useState(false);
    return (
      <Column>
        <Card
          elevated
          title="Main wallet"
          action={
            <Button size="sm" variant="ghost" iconEnd="chevronRight">
              Records
            </Button>
          }
        >
          <BalanceDisplay
            amount={1250075}
            currency={sampleCurrency(loaded)}
            hidden={hidden}
            onToggleHidden={() => setHidden((h) => !h)}
            onRefresh={() => {}}
          />
          <Row style={{ marginTop: 16 }}>
            <Button iconStart="plus">Deposit</Button>
            <Button variant="secondary">Withdraw</Button>
          </Row>
        </Card>
      </Column>
    );
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('12,500.75')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Hide balance' }));
    await expect(canvas.getByText('****')).toBeVisible();
    await expect(canvas.queryByText('12,500.75')).toBeNull();
  },
};

export const BalanceHidden: Story = {
  render: (_args, { loaded }) => (
    <BalanceDisplay
      amount={99999}
      currency={sampleCurrency(loaded)}
      hidden
      onToggleHidden={() => {}}
    />
  ),
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('****')).toBeVisible();
  },
};

export const BalanceLoading: Story = {
  render: (_args, { loaded }) => (
    <BalanceDisplay
      amount={0}
      currency={sampleCurrency(loaded)}
      hidden={false}
      loading
      onToggleHidden={() => {}}
    />
  ),
};

export const Amounts: Story = {
  render: (_args, { loaded }) => (
    <Column>
      <Amount value={123456789} currency={sampleCurrency(loaded)} size="xl" />
      <Row>
        <Amount value={25000} signed tone="auto" currency={sampleCurrency(loaded)} />
        <Amount value={-1250} signed tone="auto" currency={sampleCurrency(loaded)} />
        <Amount value={500} tone="pending" currency={sampleCurrency(loaded)} />
        <Amount value={0} currency={sampleCurrency(loaded)} />
        <Amount value={1234} hidden />
      </Row>
    </Column>
  ),
};

export const Badges: Story = {
  render: () => (
    <Column>
      <Row>
        <Badge tone="win">Win</Badge>
        <Badge tone="loss">Loss</Badge>
        <Badge tone="pending">Pending</Badge>
        <Badge tone="info">Draw</Badge>
        <Badge tone="neutral">Cancelled</Badge>
        <Badge tone="accent">Active</Badge>
        <Badge tone="vip" icon="crown">
          VIP 5
        </Badge>
      </Row>
      <Row>
        <Badge solid icon="fire">
          Hot
        </Badge>
        <Badge solid icon="sparkle">
          New
        </Badge>
      </Row>
    </Column>
  ),
};

export const Avatars: Story = {
  render: () => (
    <Row>
      <Avatar name="Mei Lin" />
      <Avatar name="lucky_ace" vipLevel={3} size={56} />
      <Avatar name="Broken Image" src="data:image/png;base64,broken" size={40} />
      <Avatar name="Zed" size={72} vipLevel={9} />
    </Row>
  ),
  play: async ({ canvasElement }) => {
    await expect(
      within(canvasElement).getByRole('img', { name: 'lucky_ace, VIP 3' }),
    ).toHaveTextContent('LA');
  },
};

export const Meters: Story = {
  render: () => (
    <Column>
      <ProgressMeter
        kind="vip"
        label="VIP 3 → VIP 4"
        value={3800}
        max={5000}
        valueText="RM 3,800 / RM 5,000"
        caption="Deposit RM 1,200 more to reach VIP 4"
      />
      <ProgressMeter
        kind="turnover"
        label="Turnover"
        value={12500}
        max={50000}
        caption="Complete the target turnover to withdraw the bonus"
      />
      <ProgressMeter kind="turnover" label="Completed" value={50000} max={50000} />
    </Column>
  ),
  play: async ({ canvasElement }) => {
    const meter = within(canvasElement).getByRole('progressbar', { name: 'Turnover' });
    await expect(meter).toHaveAttribute('aria-valuetext', '25%');
  },
};

export const SettingsList: Story = {
  render: () => (
    <Column>
      <List label="Settings">
        <ListItem
          leading={<Icon name="user" />}
          title="User info"
          description="Name, birthday, phone"
          chevron
          onClick={() => {}}
        />
        <ListItem leading={<Icon name="settings" />} title="Password" chevron onClick={() => {}} />
        <ListItem
          leading={<Icon name="wallet" />}
          title="Bank cards"
          trailing={<Badge tone="accent">2</Badge>}
          chevron
          onClick={() => {}}
        />
        <ListItem
          leading={<Icon name="globe" />}
          title="Language"
          trailing="English"
          chevron
          onClick={() => {}}
        />
        <ListItem leading={<Icon name="info" />} title="Version" trailing="1.0.0" />
      </List>
    </Column>
  ),
  play: async ({ canvasElement }) => {
    const list = within(canvasElement).getByRole('list', { name: 'Settings' });
    await expect(within(list).getAllByRole('listitem')).toHaveLength(5);
    await expect(within(list).getByRole('button', { name: /Password/ })).toBeVisible();
  },
};

export const RecordsList: Story = {
  render: (_args, { loaded }) => (
    <Column>
      <List label="Bet records">
        <ListItem
          title="Dragon Fortune"
          description="2026-11-15 21:04:11 · Lobby Studio"
          trailing={<Amount value={12000} signed tone="auto" currency={sampleCurrency(loaded)} />}
        />
        <ListItem
          title="Baccarat Royale"
          description="2026-11-15 20:41:55 · Evo Live"
          trailing={<Amount value={-5000} signed tone="auto" currency={sampleCurrency(loaded)} />}
        />
        <ListItem
          title="Premier League"
          description="2026-11-15 19:00:00 · SBO"
          trailing={<Badge tone="pending">Pending</Badge>}
        />
      </List>
    </Column>
  ),
};

export const Faq: Story = {
  render: () => (
    <Column>
      <Accordion
        items={[
          {
            id: 'deposit',
            title: 'How do I deposit?',
            content:
              'Open Wallet, choose Deposit, pick a method and follow the steps. Deposits usually arrive within minutes.',
          },
          {
            id: 'withdraw',
            title: 'How long do withdrawals take?',
            content:
              'Most withdrawals are approved within 30 minutes once turnover requirements are met.',
          },
          {
            id: 'vip',
            title: 'How do VIP levels work?',
            content:
              'Your level rises with deposits and turnover. Each level unlocks an upgrade bonus and higher withdrawal limits.',
          },
        ]}
      />
    </Column>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const trigger = canvas.getByRole('button', { name: 'How do I deposit?' });
    await userEvent.click(trigger);
    await expect(trigger).toHaveAttribute('aria-expanded', 'true');
    await expect(canvas.getByRole('region', { name: 'How do I deposit?' })).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'How do VIP levels work?' }));
    await expect(trigger).toHaveAttribute('aria-expanded', 'false');
  },
};
