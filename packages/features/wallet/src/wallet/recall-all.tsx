/**
 * Recall all (spec "wallet transfer"): every game wallet's money back into the main wallet in
 * one tap, with a line per provider saying what came back, what is still on its way and what
 * failed. One provider failing never stops the others (the server's rule).
 */
import { useRecallAllMutation } from '@lobby/api-client/wallet';
import { tokenVars } from '@lobby/tokens';
import { Amount, Badge, Button, Card, Hint, useSingleFlight, useToast } from '@lobby/ui';
import type { CurrencyLike } from '@lobby/ui';
import { useState } from 'react';
import styled from 'styled-components';
import { useWalletTranslation } from '../i18n.ts';
import { errorMessage } from '@lobby/api-client';
import { RecordState, statusKey, statusTone } from '../parts/status.ts';

/** One provider's line of a recall. */
interface RecallLine {
  readonly channel_id: number;
  readonly name: string;
  readonly amount: number;
  readonly status: number;
}

const Lines = styled.ul`
  display: grid;
  gap: ${tokenVars.space.xs};
  margin: 0;
  padding: 0;
  list-style: none;
  li {
    display: flex;
    flex-wrap: wrap;
    align-items: center;
    justify-content: space-between;
    gap: ${tokenVars.space.sm};
  }
`;

/** The recall-all button and, after a recall, its per-provider result. */
export function RecallAll({ currency, hidden }: { currency: CurrencyLike; hidden: boolean }) {
  const { t } = useWalletTranslation();
  const toast = useToast();
  const [recall, state] = useRecallAllMutation();
  const once = useSingleFlight();
  const [result, setResult] = useState<{ recalled: number; lines: readonly RecallLine[] }>();

  const run = () =>
    once.run(async () => {
      try {
        const answer = await recall({ $options: { handleErrors: true } }).unwrap();
        setResult({ recalled: answer.recalled, lines: answer.results });
        const failed = answer.results.some((line) => line.status !== RecordState.Success);
        if (answer.results.length === 0) toast.show(t('recall.nothing'), { tone: 'info' });
        else if (failed) toast.show(t('recall.partly'), { tone: 'warning' });
        else toast.success(t('recall.done'));
      } catch (error) {
        toast.error(errorMessage(error, t('messages:FAILED_TO_GET_DATA')));
      }
    }, 'recall');

  return (
    <>
      <Button
        variant="secondary"
        iconStart="wallet"
        loading={state.isLoading}
        onClick={() => void run()}
      >
        {t('recall.action')}
      </Button>
      {result ? (
        <Card title={t('recall.title')} padding="md">
          <div role="status">
            {result.lines.length === 0 ? (
              <Hint>{t('recall.nothing')}</Hint>
            ) : (
              <Lines aria-label={t('recall.title')}>
                {result.lines.map((line) => (
                  <li key={line.channel_id}>
                    <span>{line.name}</span>
                    <span>
                      <Amount
                        value={line.amount}
                        currency={currency}
                        size="sm"
                        hidden={hidden}
                        hiddenLabel={t('balance.hiddenAmount')}
                      />{' '}
                      <Badge tone={statusTone(line.status)}>{t(statusKey(line.status))}</Badge>
                    </span>
                  </li>
                ))}
              </Lines>
            )}
          </div>
        </Card>
      ) : null}
    </>
  );
}
