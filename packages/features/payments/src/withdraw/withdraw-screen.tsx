/**
 * The withdrawal screen (WITHDRAW_INDEX, WITHDRAW_MAIN, WITHDRAW_PAGE): the withdrawal
 * password first when the member has none; then what can be withdrawn, the turnover still
 * owed, the limits of the member's VIP group and what is left of them today, the form (card,
 * amount, withdrawal password) and the recent withdrawals with cancel.
 */
import { getHref } from '@lobby/domain/routes';
import { tokenVars } from '@lobby/tokens';
import {
  Amount,
  Button,
  Card,
  ConfirmDialog,
  Icon,
  LoadError,
  NoRecord,
  RadioGroup,
  ScreenPage,
  ScreenSection,
  SectionTitle,
  SignInPrompt,
  Skeleton,
  TextField,
} from '@lobby/ui';
import { useNavigate } from 'react-router-dom';
import styled from 'styled-components';
import { errorMessage } from '@lobby/api-client';
import { Columns, Notice, Stack, Title } from '../parts/layout.tsx';
import type { WithdrawScreenProps } from '../types.ts';
import { SetWithdrawPasswordForm } from './set-password-form.tsx';
import { useWithdraw } from './use-withdraw.ts';
import type { WithdrawModel } from './use-withdraw.ts';
import { WithdrawalList } from './withdrawal-list.tsx';

const Summary = styled.div`
  display: grid;
  gap: ${tokenVars.space.xs};
  span {
    color: ${tokenVars.color.textMuted};
    font-size: ${tokenVars.font.size.sm};
  }
`;

const Limits = styled.dl`
  display: grid;
  grid-template-columns: minmax(0, 1fr) auto;
  gap: ${tokenVars.space.xs} ${tokenVars.space.md};
  margin: ${tokenVars.space.md} 0 0;
  font-size: ${tokenVars.font.size.sm};
  dt {
    color: ${tokenVars.color.textMuted};
  }
  dd {
    margin: 0;
    text-align: end;
    font-variant-numeric: tabular-nums;
  }
`;

const AmountRow = styled.div`
  display: grid;
  grid-template-columns: minmax(0, 1fr) auto;
  align-items: end;
  gap: ${tokenVars.space.sm};
`;

const CardLinks = styled.div`
  display: flex;
  flex-wrap: wrap;
  justify-content: space-between;
  align-items: center;
  gap: ${tokenVars.space.sm};
`;

function Overview({ model }: { model: WithdrawModel }) {
  const { t, info, format } = model;
  if (!info) return null;
  return (
    <Card aria-labelledby="withdraw-available">
      <Summary>
        <span id="withdraw-available">{t('withdraw.available')}</span>
        <Amount value={info.money} currency={model.currency} size="xl" />
      </Summary>
      <Limits aria-label={t('limits.title')}>
        <dt>{t('limits.perWithdrawal')}</dt>
        <dd>
          {info.max_amount > 0
            ? t('amount.limits', { min: format(info.min_amount), max: format(info.max_amount) })
            : t('amount.minOnly', { min: format(info.min_amount) })}
        </dd>
        {model.countLeft !== undefined ? (
          <>
            <dt>{t('limits.countToday')}</dt>
            <dd>{t('limits.countLeft', { left: model.countLeft, count: info.daily_count })}</dd>
          </>
        ) : null}
        {model.amountLeft !== undefined ? (
          <>
            <dt>{t('limits.amountToday')}</dt>
            <dd>{t('limits.amountLeft', { left: format(model.amountLeft) })}</dd>
          </>
        ) : null}
        <dt>{t('limits.turnover')}</dt>
        <dd>{format(info.turnover_required)}</dd>
      </Limits>
    </Card>
  );
}

function WithdrawForm({ model }: { model: WithdrawModel }) {
  const { t, info, form, currency } = model;
  const navigate = useNavigate();
  if (!info) return null;
  const cardField = form.field('bank_card_id');
  return (
    <Card>
      <Stack
        noValidate
        aria-label={t('withdraw.formLabel')}
        onSubmit={(event) => {
          event.preventDefault();
          void model.submit();
        }}
      >
        {model.blocked === 'turnover' ? (
          <Notice $tone="warning" role="status">
            <Icon name="warning" size={18} />
            <span>
              {t('withdraw.turnoverOwed', { amount: model.format(info.turnover_required) })}
            </span>
          </Notice>
        ) : null}
        {model.blocked === 'count' ? (
          <Notice $tone="danger" role="status">
            <Icon name="warning" size={18} />
            <span>{t('withdraw.countReached', { count: info.daily_count })}</span>
          </Notice>
        ) : null}
        {info.cards.length === 0 ? (
          <NoRecord
            title={t('cards.none')}
            description={t('cards.noneText')}
            action={
              <Button iconStart="plus" onClick={() => navigate(getHref('ADD_BANK_CARD'))}>
                {t('cards.add')}
              </Button>
            }
          />
        ) : (
          <>
            <RadioGroup
              label={t('withdraw.card')}
              options={info.cards.map((card) => ({
                value: String(card.id),
                label: `${card.bank_name} ${card.account_number}`,
                description: card.account_name,
              }))}
              value={cardField.value || undefined}
              onChange={(id) => form.set('bank_card_id', id)}
            />
            {cardField.message ? (
              <Notice $tone="danger" role="alert">
                <Icon name="warning" size={18} />
                <span>{cardField.message}</span>
              </Notice>
            ) : null}
            <CardLinks>
              <Button
                variant="ghost"
                size="sm"
                iconStart="plus"
                onClick={() => navigate(getHref('ADD_BANK_CARD'))}
              >
                {t('cards.add')}
              </Button>
              <Button variant="ghost" size="sm" onClick={() => navigate(getHref('BANK_CARD_LIST'))}>
                {t('cards.manage')}
              </Button>
            </CardLinks>
          </>
        )}
        <AmountRow>
          <TextField
            label={t('amount.label')}
            type="number"
            decimals={currency.decimals}
            prefix={currency.symbol || undefined}
            autoComplete="off"
            required
            {...form.field('amount')}
          />
          <Button
            variant="secondary"
            onClick={model.fillMost}
            disabled={!model.canFillMost}
            title={t('withdraw.allLabel')}
          >
            {t('withdraw.all')}
          </Button>
        </AmountRow>
        <TextField
          label={t('withdraw.password')}
          type="password"
          autoComplete="off"
          revealLabel={t('password.reveal')}
          required
          {...form.field('withdraw_password')}
        />
        <Button
          type="submit"
          fullWidth
          size="lg"
          loading={model.sending}
          disabled={model.blocked !== undefined || info.cards.length === 0}
        >
          {t('withdraw.submit')}
        </Button>
      </Stack>
    </Card>
  );
}

/** The withdrawal screen. */
export function WithdrawScreen(props: WithdrawScreenProps) {
  const model = useWithdraw(props);
  const { t, infoQuery } = model;
  if (!model.signedIn)
    return (
      <SignInPrompt
        title={t('guest.title')}
        text={t('guest.withdrawText', { brand: props.brandName })}
        action={t('guest.signIn')}
        onRequireSignIn={props.onRequireSignIn}
      />
    );
  let main;
  if (infoQuery.isLoading) main = <Skeleton height="360px" />;
  else if (infoQuery.isError || !model.info)
    main = (
      <LoadError
        message={errorMessage(infoQuery.error, t('load.failed'))}
        retryLabel={t('load.retry')}
        busy={infoQuery.isFetching}
        onRetry={() => void infoQuery.refetch()}
      />
    );
  else if (model.needsPassword)
    main = <SetWithdrawPasswordForm onDone={() => void infoQuery.refetch()} />;
  else
    main = (
      <>
        <Overview model={model} />
        <WithdrawForm model={model} />
      </>
    );
  return (
    <ScreenPage>
      <Title>{t('withdraw.title')}</Title>
      <Columns>
        <ScreenSection aria-label={t('withdraw.new')}>{main}</ScreenSection>
        <ScreenSection aria-labelledby="withdrawals-title">
          <SectionTitle id="withdrawals-title">{t('withdrawals.title')}</SectionTitle>
          <WithdrawalList
            records={model.recent.data?.list ?? []}
            loading={model.recent.isLoading}
            currency={model.currency}
            offset={model.offset}
            onCancel={model.askCancel}
          />
        </ScreenSection>
      </Columns>
      <ConfirmDialog
        open={model.toCancel !== undefined}
        title={t('withdrawals.confirmTitle')}
        message={
          model.toCancel
            ? t('withdrawals.confirmText', {
                amount: model.format(model.toCancel.amount),
                order: model.toCancel.order_no,
              })
            : undefined
        }
        confirmLabel={t('withdrawals.confirm')}
        cancelLabel={t('withdrawals.keep')}
        tone="danger"
        busy={model.cancelBusy}
        onConfirm={() => void model.confirmCancel()}
        onCancel={model.dismissCancel}
      />
    </ScreenPage>
  );
}
