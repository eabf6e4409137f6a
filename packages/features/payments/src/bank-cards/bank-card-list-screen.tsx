/**
 * The bank-card list (BANK_CARD_LIST): each card with its bank's logo and name, the masked
 * number and the holder; delete after a confirmation; how many cards the member may keep; and
 * the way to add one.
 */
import { useBankCardsQuery, useDeleteBankCardMutation } from '@lobby/api-client/payments';
import { useSessionSnapshot } from '@lobby/api-client/react';
import type { BankCard } from '@lobby/contract/payments';
import { getHref } from '@lobby/domain/routes';
import { tokenVars } from '@lobby/tokens';
import {
  Badge,
  Button,
  ConfirmDialog,
  Hint,
  LoadError,
  NoRecord,
  ScreenPage,
  SignInPrompt,
  Skeleton,
  useSingleFlight,
  useToast,
} from '@lobby/ui';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import styled from 'styled-components';
import { usePaymentsTranslation } from '../i18n.ts';
import { errorMessage } from '@lobby/api-client';
import { Title } from '../parts/layout.tsx';
import type { BankCardListScreenProps } from '../types.ts';

const QUIET = { handleErrors: true } as const;

const Head = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: ${tokenVars.space.sm};
`;

const Cards = styled.ul`
  display: grid;
  grid-template-columns: minmax(0, 1fr);
  gap: ${tokenVars.space.md};
  margin: 0;
  padding: 0;
  list-style: none;
  @media (min-width: ${({ theme }) => theme.breakpoint.md}px) {
    grid-template-columns: repeat(2, minmax(0, 1fr));
  }
`;

const CardRow = styled.li`
  display: grid;
  grid-template-columns: auto minmax(0, 1fr) auto;
  align-items: center;
  gap: ${tokenVars.space.md};
  padding: ${tokenVars.space.md};
  border: ${tokenVars.borderWidth.hairline} solid ${tokenVars.color.border};
  border-radius: ${tokenVars.radius.lg};
  background: ${tokenVars.color.bgSurface};
  img {
    width: 80px;
    height: 24px;
    object-fit: contain;
    border-radius: ${tokenVars.radius.sm};
  }
  div {
    display: grid;
    gap: ${tokenVars.space.xxs};
    min-width: 0;
  }
  strong {
    overflow: hidden;
    text-overflow: ellipsis;
  }
  span {
    font-family: ${tokenVars.font.family.mono};
  }
  small {
    color: ${tokenVars.color.textMuted};
    font-size: ${tokenVars.font.size.xs};
    overflow-wrap: anywhere;
  }
`;

/** The bank-card list screen. */
export function BankCardListScreen(props: BankCardListScreenProps) {
  const { t } = usePaymentsTranslation();
  const { t: tm } = useTranslation('messages');
  const toast = useToast();
  const navigate = useNavigate();
  const { signedIn } = useSessionSnapshot(props.session);
  const cards = useBankCardsQuery({ $options: QUIET }, { skip: !signedIn });
  const [remove] = useDeleteBankCardMutation();
  const { run, busy } = useSingleFlight();
  const [toDelete, setToDelete] = useState<BankCard | undefined>();

  if (!signedIn)
    return (
      <SignInPrompt
        title={t('guest.title')}
        text={t('guest.cardsText', { brand: props.brandName })}
        action={t('guest.signIn')}
        onRequireSignIn={props.onRequireSignIn}
      />
    );

  const confirmDelete = () =>
    run(async () => {
      const card = toDelete;
      if (!card) return;
      try {
        await remove({ id: card.id, $options: QUIET }).unwrap();
        toast.success(t('cards.deleted', { bank: card.bank_name, number: card.account_number }));
      } catch (error) {
        toast.error(errorMessage(error, tm('FAILED_TO_GET_DATA')));
      } finally {
        setToDelete(undefined);
      }
    });

  const list = cards.data?.list ?? [];
  const max = cards.data?.max ?? 0;
  const atLimit = cards.data !== undefined && list.length >= max;
  const addButton = (
    <Button iconStart="plus" disabled={atLimit} onClick={() => navigate(getHref('ADD_BANK_CARD'))}>
      {t('cards.add')}
    </Button>
  );
  let body;
  if (cards.isLoading) body = <Skeleton height="160px" />;
  else if (cards.isError)
    body = (
      <LoadError
        message={errorMessage(cards.error, t('load.failed'))}
        retryLabel={t('load.retry')}
        busy={cards.isFetching}
        onRetry={() => void cards.refetch()}
      />
    );
  else if (list.length === 0)
    body = (
      <NoRecord title={t('cards.none')} description={t('cards.noneText')} action={addButton} />
    );
  else
    body = (
      <Cards aria-label={t('cards.title')}>
        {list.map((card) => (
          <CardRow key={card.id}>
            {card.bank_logo ? <img src={card.bank_logo} alt="" /> : <span aria-hidden />}
            <div>
              <strong>{card.bank_name}</strong>
              <span>{card.account_number}</span>
              <small>
                {card.account_name}
                {card.branch ? ` · ${t('cards.branch', { branch: card.branch })}` : ''}
              </small>
            </div>
            <Button
              variant="ghost"
              size="sm"
              aria-label={t('cards.deleteLabel', {
                bank: card.bank_name,
                number: card.account_number,
              })}
              onClick={() => setToDelete(card)}
            >
              {t('cards.delete')}
            </Button>
          </CardRow>
        ))}
      </Cards>
    );
  return (
    <ScreenPage>
      <Head>
        <Title>{t('cards.title')}</Title>
        {cards.data ? <Badge>{t('cards.count', { count: list.length, max })}</Badge> : null}
      </Head>
      <Hint>{atLimit ? t('cards.limitReached', { max }) : t('cards.limit', { max })}</Hint>
      {body}
      {list.length > 0 ? <div>{addButton}</div> : null}
      <ConfirmDialog
        open={toDelete !== undefined}
        title={t('cards.confirmTitle')}
        message={
          toDelete
            ? t('cards.confirmText', { bank: toDelete.bank_name, number: toDelete.account_number })
            : undefined
        }
        confirmLabel={t('cards.delete')}
        cancelLabel={t('cards.keep')}
        tone="danger"
        busy={busy}
        onConfirm={() => void confirmDelete()}
        onCancel={() => setToDelete(undefined)}
      />
    </ScreenPage>
  );
}
