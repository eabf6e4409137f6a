/**
 * Transfer (spec §2 MEMBER_TRANSFER, /memberTransfer): money between the main wallet and one
 * provider's wallet. From / to pickers (one side is always the main wallet, a swap turns the
 * direction), the amount with quick amounts and "All", the §5 transfer_in_limit warning, then
 * the result with both new balances. A link presets the sides with `?channel=ID&action=1|2`;
 * `?view=history` opens the transfer list beside it.
 */
import { useChannelListQuery } from '@lobby/api-client/games';
import { useSessionSnapshot, useSignedIn } from '@lobby/api-client/react';
import { GameStatus, TransferAction } from '@lobby/domain/enums';
import { formatMoney } from '@lobby/domain/money';
import { getHref } from '@lobby/domain/routes';
import { tokenVars } from '@lobby/tokens';
import {
  Amount,
  Button,
  Card,
  Hint,
  IconButton,
  PageHeader,
  ScreenPage,
  Select,
  SignInPrompt,
  Tabs,
  TextField,
  up,
} from '@lobby/ui';
import type { CurrencyLike } from '@lobby/ui';
import { useMemo } from 'react';
import { Link, useSearchParams } from 'react-router-dom';
import styled from 'styled-components';
import { useWalletTranslation } from '../i18n.ts';
import { useBrandCurrency } from '@lobby/api-client/config';
import type { WalletScreenBaseProps } from '../types.ts';
import { TransferHistory } from '../transfer-list/transfer-history.tsx';
import { MAIN_WALLET, presetSides, quickAmounts } from './transfer-form.ts';
import { TransferLimitDialog } from './transfer-limit-dialog.tsx';
import { useTransferForm } from './use-transfer-form.ts';
import type { TransferFormModel } from './use-transfer-form.ts';

/** Props of {@link TransferScreen}: what the site hands every wallet screen. */
export type TransferScreenProps = WalletScreenBaseProps;

const Form = styled.form`
  display: grid;
  gap: ${tokenVars.space.lg};
  max-width: 560px;
  width: 100%;
  margin: 0 auto;
`;

const Sides = styled.div`
  display: grid;
  grid-template-columns: minmax(0, 1fr);
  gap: ${tokenVars.space.sm};
  align-items: end;
  ${({ theme }) => up(theme, 'sm')} {
    grid-template-columns: minmax(0, 1fr) auto minmax(0, 1fr);
  }
  & > button {
    justify-self: center;
    margin-bottom: ${tokenVars.space.xs};
  }
`;

const Quick = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${tokenVars.space.xs};
`;

const Balances = styled.dl`
  display: grid;
  grid-template-columns: repeat(2, minmax(0, 1fr));
  gap: ${tokenVars.space.md};
  margin: 0;
  div {
    display: grid;
    gap: ${tokenVars.space.xxs};
    min-width: 0;
  }
  dt {
    color: ${tokenVars.color.textMuted};
    font-size: ${tokenVars.font.size.xs};
    overflow-wrap: anywhere;
  }
  dd {
    margin: 0;
  }
`;

const Row = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${tokenVars.space.sm};
`;

const TextLink = styled(Link)`
  color: ${tokenVars.color.accentText};
  font-weight: ${tokenVars.font.weight.medium};
`;

/** The transfer screen (see the module note). */
export function TransferScreen({ session, onRequireSignIn, onBack }: TransferScreenProps) {
  const { t } = useWalletTranslation();
  const signedIn = useSignedIn(session);
  const [search, setSearch] = useSearchParams();
  if (!signedIn) {
    return (
      <SignInPrompt
        title={t('transfer.title')}
        text={t('guest.text')}
        action={t('guest.signIn')}
        onRequireSignIn={onRequireSignIn}
      />
    );
  }
  const view = search.get('view') === 'history' ? 'history' : 'transfer';
  return (
    <>
      <PageHeader title={t('transfer.title')} onBack={onBack} backLabel={t('common.back')} />
      <ScreenPage>
        <Tabs
          label={t('transfer.title')}
          value={view}
          onChange={(next) =>
            setSearch((params) => {
              const copy = new URLSearchParams(params);
              if (next === 'history') copy.set('view', 'history');
              else copy.delete('view');
              return copy;
            })
          }
          items={[
            {
              id: 'transfer',
              label: t('transfer.tab'),
              content: <TransferPanel session={session} />,
            },
            { id: 'history', label: t('history.tab'), content: <TransferHistory /> },
          ]}
        />
      </ScreenPage>
    </>
  );
}

function TransferPanel({ session }: Pick<TransferScreenProps, 'session'>) {
  const [search] = useSearchParams();
  const currency = useBrandCurrency();
  const snapshot = useSessionSnapshot(session);
  const channels = useChannelListQuery();
  const initial = useMemo(() => presetSides(search), [search]);
  const names = useMemo(
    () => new Map((channels.data ?? []).map((channel) => [channel.id, channel.name])),
    [channels.data],
  );
  const form = useTransferForm({
    initial,
    currency,
    mainBalance: snapshot.userInfo?.money,
    channelName: (id) => names.get(id) ?? '',
  });
  if (form.outcome) return <TransferResult form={form} currency={currency} />;
  return <TransferFormView form={form} currency={currency} channels={channels.data ?? []} />;
}

function TransferFormView({
  form,
  currency,
  channels,
}: {
  form: TransferFormModel;
  currency: CurrencyLike;
  channels: readonly { id: number; name: string; status: number }[];
}) {
  const { t } = form;
  const main = { value: MAIN_WALLET, label: t('wallet.main') };
  const fromOptions = [
    main,
    ...channels
      .filter((channel) => channel.status !== GameStatus.Closed)
      .map((channel) => ({ value: String(channel.id), label: channel.name })),
  ];
  const toOptions =
    form.sides.from === MAIN_WALLET
      ? channels
          .filter((channel) => channel.status === GameStatus.Open)
          .map((channel) => ({ value: String(channel.id), label: channel.name }))
      : [main];
  const canSwap =
    form.sides.to !== '' &&
    (form.sides.to === MAIN_WALLET ||
      channels.some((c) => String(c.id) === form.sides.to && c.status !== GameStatus.Closed)) &&
    (form.sides.from === MAIN_WALLET ||
      channels.some((c) => String(c.id) === form.sides.from && c.status === GameStatus.Open));
  const limit = form.info?.transfer_in_limit ?? 0;

  return (
    <Form
      noValidate
      aria-busy={form.sending}
      onSubmit={(event) => {
        event.preventDefault();
        void form.submit();
      }}
    >
      <Sides>
        <Select
          label={t('transfer.from')}
          value={form.sides.from}
          options={fromOptions}
          placeholder={t('transfer.choose')}
          onChange={(value) => form.pick('from', value)}
          {...(form.errors.from ? { message: form.errors.from, status: 'invalid' as const } : {})}
        />
        <IconButton
          icon="refresh"
          label={t('transfer.swap')}
          variant="ghost"
          disabled={!canSwap || form.sending}
          onClick={form.swap}
        />
        <Select
          label={t('transfer.to')}
          value={form.sides.to}
          options={toOptions}
          placeholder={t('transfer.choose')}
          onChange={(value) => form.pick('to', value)}
          {...(form.errors.to ? { message: form.errors.to, status: 'invalid' as const } : {})}
        />
      </Sides>
      {form.source !== undefined ? (
        <Hint aria-live="polite">
          {t('transfer.available', { amount: formatMoney(form.source, { currency }) })}
        </Hint>
      ) : null}
      {limit > 0 && form.call?.action === TransferAction.In ? (
        <Hint>{t('transfer.limitHint', { limit: formatMoney(limit, { currency }) })}</Hint>
      ) : null}
      <TextField
        label={t('transfer.amount')}
        type="number"
        decimals={currency.decimals}
        ref={form.amountInput}
        value={form.amount}
        onChange={form.setAmount}
        refusalText={form.refusalText}
        prefix={currency.symbol || undefined}
        placeholder={t('transfer.amountPlaceholder')}
        {...(form.errors.amount ? { message: form.errors.amount, status: 'invalid' as const } : {})}
      />
      <Quick role="group" aria-label={t('transfer.quick')}>
        {quickAmounts(currency.decimals).map((minor) => (
          <Button
            key={minor}
            type="button"
            size="sm"
            variant="secondary"
            onClick={() => form.setAmountMinor(minor)}
          >
            {formatMoney(minor, { currency, wholeWhenRound: true })}
          </Button>
        ))}
        <Button
          type="button"
          size="sm"
          variant="secondary"
          disabled={!form.source}
          onClick={() => form.source && form.setAmountMinor(form.source)}
        >
          {t('transfer.all')}
        </Button>
      </Quick>
      <Button type="submit" fullWidth size="lg" loading={form.sending}>
        {t('transfer.submit')}
      </Button>
      <TransferLimitDialog
        notice={form.notice}
        currency={currency}
        onContinue={() => void form.confirmNotice()}
        onCancel={form.cancelNotice}
      />
    </Form>
  );
}

function TransferResult({ form, currency }: { form: TransferFormModel; currency: CurrencyLike }) {
  const { t } = form;
  const outcome = form.outcome;
  if (!outcome) return null;
  const { transfer } = outcome;
  const done = transfer.status === 2;
  const failed = transfer.status === 3;
  return (
    <Card
      title={done ? t('result.done') : failed ? t('result.failed') : t('result.pending')}
      padding="lg"
    >
      <div role="status" style={{ display: 'grid', gap: '16px' }}>
        <Hint>
          {transfer.action === TransferAction.In
            ? t('transfer.directionIn', { provider: transfer.channel_name })
            : t('transfer.directionOut', { provider: transfer.channel_name })}
          {' · '}
          {formatMoney(transfer.amount, { currency })}
        </Hint>
        {!done && !failed ? (
          <Hint>{t('result.pendingText', { provider: transfer.channel_name })}</Hint>
        ) : null}
        <Balances aria-label={t('result.balances')}>
          <div>
            <dt>{t('wallet.main')}</dt>
            <dd>
              <Amount value={outcome.money} currency={currency} />
            </dd>
          </div>
          <div>
            <dt>{transfer.channel_name}</dt>
            <dd>
              <Amount value={outcome.channel_balance} currency={currency} />
            </dd>
          </div>
        </Balances>
        <Row>
          <Button onClick={form.startOver}>{t('result.again')}</Button>
          <TextLink to={getHref('WALLET_INDEX')}>{t('result.wallet')}</TextLink>
        </Row>
      </div>
    </Card>
  );
}
