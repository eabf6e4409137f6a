/**
 * The auto-transfer setting and its info (spec "auto-transfer info"; the member's
 * `auto_transfer` flag): with it on, opening a game moves the main balance into the
 * provider's wallet and leaving brings it back (the API's launch and recall all do the moving,
 * the games feature's launch flow asks for them); a refused move leaves the money in the main
 * wallet. The switch shows the session's value and saves through `member.autoTransfer`, whose
 * answer updates the session at once.
 */
import type { Session } from '@lobby/api-client';
import { useAutoTransferMutation } from '@lobby/api-client/member';
import { useSessionSnapshot } from '@lobby/api-client/react';
import { tokenVars } from '@lobby/tokens';
import { Card, Spinner, Switch, useSingleFlight, useToast } from '@lobby/ui';
import styled from 'styled-components';
import { useWalletTranslation } from '../i18n.ts';
import { errorMessage } from '@lobby/api-client';

/** Props of {@link AutoTransferSetting}. */
export interface AutoTransferSettingProps {
  /** The signed-in member's session (its user info holds the current setting). */
  readonly session: Session;
}

const Body = styled.div`
  display: grid;
  gap: ${tokenVars.space.sm};
  ul {
    margin: 0;
    padding-inline-start: ${tokenVars.space.lg};
    color: ${tokenVars.color.textMuted};
    font-size: ${tokenVars.font.size.sm};
  }
`;

/** The auto-transfer switch with its explanation; embeddable in the wallet and settings. */
export function AutoTransferSetting({ session }: AutoTransferSettingProps) {
  const { t } = useWalletTranslation();
  const toast = useToast();
  const user = useSessionSnapshot(session).userInfo;
  const [save, state] = useAutoTransferMutation();
  const once = useSingleFlight();

  const change = (next: boolean) =>
    once.run(async () => {
      try {
        await save({ auto_transfer: next, $options: { handleErrors: true } }).unwrap();
        toast.success(next ? t('autoTransfer.savedOn') : t('autoTransfer.savedOff'));
      } catch (error) {
        toast.error(errorMessage(error, t('messages:FAILED_TO_GET_DATA')));
      }
    }, 'auto-transfer');

  return (
    <Card
      title={t('autoTransfer.title')}
      padding="md"
      action={state.isLoading ? <Spinner size={16} label={t('common.saving')} /> : null}
    >
      <Body>
        <Switch
          label={t('autoTransfer.label')}
          description={t('autoTransfer.info')}
          checked={user?.auto_transfer ?? false}
          disabled={!user || state.isLoading}
          onChange={(next) => void change(next)}
        />
        <ul>
          <li>{t('autoTransfer.onOpen')}</li>
          <li>{t('autoTransfer.onLeave')}</li>
          <li>{t('autoTransfer.onRefused')}</li>
        </ul>
      </Body>
    </Card>
  );
}
