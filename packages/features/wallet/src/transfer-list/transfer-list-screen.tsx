/** The transfer list as a screen of its own (spec "transfer list"): header, then the history. */
import { useSignedIn } from '@lobby/api-client/react';
import { PageHeader, ScreenPage, SignInPrompt } from '@lobby/ui';
import { useWalletTranslation } from '../i18n.ts';
import type { WalletScreenBaseProps } from '../types.ts';
import { TransferHistory } from './transfer-history.tsx';

/** Props of {@link TransferListScreen}. */
export interface TransferListScreenProps extends WalletScreenBaseProps {
  /** Transfers per page (default 20; the API allows up to 100). */
  readonly pageSize?: number;
}

/** Every transfer with its state; pending ones can be retried. */
export function TransferListScreen({
  session,
  onRequireSignIn,
  onBack,
  pageSize,
}: TransferListScreenProps) {
  const { t } = useWalletTranslation();
  const signedIn = useSignedIn(session);
  if (!signedIn) {
    return (
      <SignInPrompt
        title={t('history.title')}
        text={t('guest.text')}
        action={t('guest.signIn')}
        onRequireSignIn={onRequireSignIn}
      />
    );
  }
  return (
    <>
      <PageHeader title={t('history.title')} onBack={onBack} backLabel={t('common.back')} />
      <ScreenPage>
        <TransferHistory {...(pageSize !== undefined ? { pageSize } : {})} />
      </ScreenPage>
    </>
  );
}
