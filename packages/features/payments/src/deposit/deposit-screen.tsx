/**
 * The deposit screen (DEPOSIT_INDEX, DEPOSIT_GATEWAY): the brand's methods by payment type,
 * the chosen method's details and amount rules, quick amounts, then the result of the deposit
 * just made beside the history. A phone shows one column, a desktop two.
 */
import { PaymentType, paymentTypeLabels } from '@lobby/domain/enums';
import { tokenVars } from '@lobby/tokens';
import {
  Button,
  Card,
  Hint,
  Icon,
  LoadError,
  RadioGroup,
  ScreenPage,
  ScreenSection,
  SectionTitle,
  SignInPrompt,
  Skeleton,
  Tabs,
  TextField,
} from '@lobby/ui';
import styled from 'styled-components';
import { Columns, Stack, Title } from '../parts/layout.tsx';
import { errorMessage } from '@lobby/api-client';
import type { DepositScreenProps } from '../types.ts';
import { DepositHistory } from './deposit-history.tsx';
import { DepositResult } from './deposit-result.tsx';
import { MethodDetails } from './method-details.tsx';
import { useDeposit } from './use-deposit.ts';
import type { DepositModel } from './use-deposit.ts';

const QuickRow = styled.div`
  display: grid;
  grid-template-columns: repeat(3, minmax(0, 1fr));
  gap: ${tokenVars.space.sm};
`;

const TopupLine = styled.p`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${tokenVars.space.sm};
  margin: 0;
  font-size: ${tokenVars.font.size.sm};
  strong {
    font-family: ${tokenVars.font.family.mono};
    font-size: ${tokenVars.font.size.md};
  }
`;

function DepositForm({ model }: { model: DepositModel }) {
  const { t, method, currency, format } = model;
  const limits = method
    ? method.max_amount > 0
      ? t('amount.limits', { min: format(method.min_amount), max: format(method.max_amount) })
      : t('amount.minOnly', { min: format(method.min_amount) })
    : undefined;
  const methodPicker = (
    <RadioGroup
      label={t('method.label')}
      options={model.ofType.map((m) => ({
        value: String(m.id),
        label: m.name,
        description:
          m.max_amount > 0
            ? t('amount.limits', { min: format(m.min_amount), max: format(m.max_amount) })
            : t('amount.minOnly', { min: format(m.min_amount) }),
      }))}
      value={method ? String(method.id) : undefined}
      onChange={(id) => model.chooseMethod(Number(id))}
    />
  );
  return (
    <Stack
      noValidate
      aria-label={t('form.label')}
      onSubmit={(event) => {
        event.preventDefault();
        void model.submit();
      }}
    >
      {model.types.length > 1 ? (
        <Tabs
          label={t('method.types')}
          value={String(model.type)}
          onChange={(id) => model.chooseType(Number(id) as PaymentType)}
          items={model.types.map((type) => ({
            id: String(type),
            label: t(paymentTypeLabels[type]),
            content: methodPicker,
          }))}
        />
      ) : (
        methodPicker
      )}
      {method ? (
        <MethodDetails
          method={method}
          reference={model.topupShown ? model.topupCode : undefined}
          topupShown={model.topupShown}
        />
      ) : null}
      <TextField
        label={t('amount.label')}
        type="number"
        decimals={currency.decimals}
        prefix={currency.symbol || undefined}
        inputMode="decimal"
        autoComplete="off"
        required
        hint={limits}
        {...model.form.field('amount')}
      />
      {model.quick.length > 0 ? (
        <QuickRow role="group" aria-label={t('amount.quick')}>
          {model.quick.map((minor) => (
            <Button
              key={minor}
              variant="secondary"
              size="sm"
              aria-pressed={
                model.form.values.amount !== '' &&
                model.form.values.amount === model.quickText(minor)
              }
              onClick={() => model.pickQuick(minor)}
            >
              {model.formatRound(minor)}
            </Button>
          ))}
        </QuickRow>
      ) : null}
      <Button type="submit" fullWidth size="lg" loading={model.busy} disabled={!method}>
        {method?.type === PaymentType.Gateway ? t('form.pay') : t('form.submit')}
      </Button>
    </Stack>
  );
}

/** The deposit screen. */
export function DepositScreen(props: DepositScreenProps) {
  const model = useDeposit(props);
  const { t } = model;
  if (!model.signedIn)
    return (
      <SignInPrompt
        title={t('guest.title')}
        text={t('guest.depositText', { brand: props.brandName })}
        action={t('guest.signIn')}
        onRequireSignIn={props.onRequireSignIn}
      />
    );
  const { methodsQuery } = model;
  let main;
  if (model.current) {
    main = (
      <DepositResult
        record={model.current}
        method={model.currentMethod}
        format={model.format}
        offset={model.offset}
        topupShown={model.topupShown}
        onDone={model.closeResult}
      />
    );
  } else if (methodsQuery.isLoading) {
    main = <Skeleton height="320px" />;
  } else if (methodsQuery.isError) {
    main = (
      <LoadError
        message={errorMessage(methodsQuery.error, t('load.failed'))}
        retryLabel={t('load.retry')}
        busy={methodsQuery.isFetching}
        onRetry={() => void methodsQuery.refetch()}
      />
    );
  } else if (model.methods.length === 0) {
    main = <Hint>{t('method.none')}</Hint>;
  } else {
    main = (
      <Card>
        <DepositForm model={model} />
      </Card>
    );
  }
  return (
    <ScreenPage>
      <Title>{t('deposit.title')}</Title>
      {model.topupShown && model.topupCode ? (
        <TopupLine>
          <Icon name="ticket" size={18} />
          {t('topup.label')} <strong>{model.topupCode}</strong>
          <span>{t('topup.hint')}</span>
        </TopupLine>
      ) : null}
      <Columns>
        <ScreenSection aria-labelledby="deposit-form-title">
          <SectionTitle id="deposit-form-title">{t('deposit.new')}</SectionTitle>
          {main}
        </ScreenSection>
        <ScreenSection aria-labelledby="deposit-history-title">
          <SectionTitle id="deposit-history-title">{t('history.title')}</SectionTitle>
          <DepositHistory
            records={model.records}
            loading={model.history.isLoading}
            currency={model.currency}
            offset={model.offset}
            hasMore={model.hasMore}
            loadingMore={model.history.isFetching}
            onMore={model.showMore}
          />
        </ScreenSection>
      </Columns>
    </ScreenPage>
  );
}
