/**
 * The dialogs of the launch flow: the transfer-before-play offer (both wallets, an amount with
 * "All"), the spec §5 transfer_in_limit warning (Cancel / Continue), and, back from a game, the
 * offer to move the provider balance back (with the Confirm-only limit notice before it).
 */
import { tokenVars } from '@lobby/tokens';
import { AlertDialog, Button, ConfirmDialog, Dialog, Skeleton, TextField } from '@lobby/ui';
import { memo } from 'react';
import styled from 'styled-components';
import type { LaunchFlow } from './use-launch-flow.ts';

const Wallets = styled.dl`
  display: grid;
  grid-template-columns: repeat(2, minmax(0, 1fr));
  gap: ${tokenVars.space.sm};
  margin: 0 0 ${tokenVars.space.md};
  div {
    display: grid;
    gap: ${tokenVars.space.xxs};
    padding: ${tokenVars.space.sm};
    border-radius: ${tokenVars.radius.md};
    background: ${tokenVars.color.bgSunken};
  }
  dt {
    color: ${tokenVars.color.textMuted};
    font-size: ${tokenVars.font.size.xs};
  }
  dd {
    margin: 0;
    color: ${tokenVars.color.text};
    font-weight: ${tokenVars.font.weight.bold};
    font-variant-numeric: tabular-nums;
  }
`;

const Row = styled.div`
  display: flex;
  align-items: flex-end;
  gap: ${tokenVars.space.sm};
  & > :first-child {
    flex: 1;
    min-width: 0;
  }
`;

const Note = styled.p`
  margin: ${tokenVars.space.sm} 0 0;
  color: ${tokenVars.color.textMuted};
  font-size: ${tokenVars.font.size.sm};
`;

const Failure = styled.p`
  margin: ${tokenVars.space.sm} 0 0;
  color: ${tokenVars.color.danger};
  font-size: ${tokenVars.font.size.sm};
`;

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  justify-content: flex-end;
  gap: ${tokenVars.space.sm};
  width: 100%;
`;

/** Props of {@link LaunchDialogs}. */
export interface LaunchDialogsProps {
  /** The flow from `useLaunchFlow` (its dialogs never start a launch themselves). */
  readonly flow: Omit<LaunchFlow, 'play' | 'tryDemo'>;
}

function LaunchDialogsView({ flow }: LaunchDialogsProps) {
  const { t, step, game, info, money } = flow;
  const offerOpen =
    game !== undefined && (step === 'loading' || step === 'offer' || step === 'working');
  const working = step === 'working';
  const channel = game?.channel_name ?? '';
  const canTransfer = info !== undefined && info.money > 0;
  return (
    <>
      <Dialog
        open={offerOpen}
        title={game ? t('launch.title', { name: game.name }) : ''}
        onClose={flow.cancel}
        dismissable={!working}
        closeLabel={t('launch.close')}
        actions={
          <Actions>
            <Button variant="ghost" onClick={flow.cancel} disabled={working}>
              {t('launch.cancel')}
            </Button>
            <Button
              variant="secondary"
              onClick={() => void flow.playOnly()}
              disabled={working || step === 'loading'}
            >
              {t('launch.playOnly')}
            </Button>
            <Button
              onClick={flow.confirmTransfer}
              loading={working}
              disabled={!canTransfer || step === 'loading'}
            >
              {t('launch.transferAndPlay')}
            </Button>
          </Actions>
        }
      >
        <Note style={{ marginTop: 0 }}>{t('launch.offer', { name: channel })}</Note>
        {step === 'loading' || !info ? (
          step === 'loading' ? (
            <div role="status" aria-busy="true" aria-label={t('launch.loading')}>
              <Skeleton lines={3} />
            </div>
          ) : null
        ) : (
          <>
            <Wallets>
              <div>
                <dt>{t('launch.main')}</dt>
                <dd>{money(info.money)}</dd>
              </div>
              <div>
                <dt>{t('launch.game', { name: channel })}</dt>
                <dd>{money(info.balance)}</dd>
              </div>
            </Wallets>
            <form
              onSubmit={(event) => {
                event.preventDefault();
                flow.confirmTransfer();
              }}
            >
              <Row>
                <TextField
                  label={t('launch.amount')}
                  type="number"
                  inputMode="decimal"
                  decimals={flow.decimals}
                  refusalText={(refusal) => t(`messages:${refusal.message}`, refusal.values ?? {})}
                  value={flow.amount}
                  onChange={flow.setAmount}
                  prefix={flow.currencySymbol || undefined}
                  status={flow.amountError ? 'invalid' : undefined}
                  message={flow.amountError}
                  disabled={working || info.money <= 0}
                  autoComplete="off"
                />
                <Button
                  type="button"
                  variant="secondary"
                  onClick={flow.fillAll}
                  disabled={working || info.money <= 0}
                  aria-label={t('launch.allLabel')}
                >
                  {t('launch.all')}
                </Button>
              </Row>
            </form>
            {info.transfer_in_limit > 0 ? (
              <Note>{t('launch.minimum', { amount: money(info.transfer_in_limit) })}</Note>
            ) : null}
          </>
        )}
        {flow.error ? <Failure role="alert">{flow.error}</Failure> : null}
      </Dialog>
      <ConfirmDialog
        open={step === 'limit'}
        title={t('launch.limitTitle')}
        message={t('launch.limitMessage', {
          name: channel,
          amount: money(info?.transfer_in_limit ?? 0),
        })}
        cancelLabel={t('launch.cancel')}
        confirmLabel={t('launch.continue')}
        onCancel={flow.backToOffer}
        onConfirm={() => void flow.transferAndPlay()}
      />
      <ConfirmDialog
        open={flow.returnOffer !== undefined && (step === 'return' || step === 'working')}
        title={t('launch.returnTitle')}
        message={
          flow.returnOffer
            ? t('launch.returnMessage', {
                amount: money(flow.returnOffer.balance),
                name: flow.returnOffer.channelName,
              })
            : ''
        }
        cancelLabel={t('launch.returnLater')}
        confirmLabel={t('launch.returnConfirm')}
        busy={working}
        onCancel={flow.keepThere}
        onConfirm={flow.confirmReturn}
      />
      <AlertDialog
        open={step === 'returnNotice'}
        title={t('launch.limitTitle')}
        message={
          flow.returnOffer
            ? t('launch.limitMessage', {
                name: flow.returnOffer.channelName,
                amount: money(flow.returnOffer.limit),
              })
            : ''
        }
        confirmLabel={t('launch.returnConfirm')}
        onConfirm={() => void flow.moveBack()}
      />
    </>
  );
}

/**
 * Every dialog of the launch flow; render once beside the screen that plays games. Memoised on
 * the flow, which changes only when the launch does.
 */
export const LaunchDialogs = memo(LaunchDialogsView);
