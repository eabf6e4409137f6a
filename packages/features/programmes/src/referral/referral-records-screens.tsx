/**
 * The referral records as screens of their own (spec §2 "referral detail and reward"; Lobby's
 * REFERRAL_FRIENDS `/referral/friends` and REFERRAL_REWARDS `/referral/rewards`, login
 * required), each opened from the referral screen: the friends the member's code brought and
 * the rewards they paid, a page at a time with an empty state and a loading outline.
 */
import { useSignedIn } from '@lobby/api-client/react';
import { Hint, PageHeader, SignInPrompt } from '@lobby/ui';
import type { ReactNode } from 'react';
import { useProgrammesTranslation } from '../i18n.ts';
import { Frame } from '../parts/frame.tsx';
import type { ProgrammesScreenBaseProps } from '../types.ts';
import { FriendsList, REFERRAL_PAGE_SIZE, RewardsList } from './referral-records.tsx';

/** Props of {@link ReferralFriendsScreen} and {@link ReferralRewardsScreen}. */
export interface ReferralRecordsScreenProps extends ProgrammesScreenBaseProps {
  /** Records per page (default {@link REFERRAL_PAGE_SIZE}; the API allows up to 100). */
  readonly pageSize?: number;
}

/** A records screen's frame: its title and intro for a member, the sign-in invitation for a guest. */
function RecordsFrame({
  title,
  intro,
  session,
  onBack,
  onRequireSignIn,
  children,
}: {
  title: string;
  intro: string;
  children: ReactNode;
} & Pick<ProgrammesScreenBaseProps, 'session' | 'onBack' | 'onRequireSignIn'>) {
  const { t } = useProgrammesTranslation();
  const signedIn = useSignedIn(session);
  if (!signedIn) {
    return (
      <>
        <PageHeader title={title} onBack={onBack} backLabel={t('common.back')} />
        <SignInPrompt
          title={title}
          text={t('referral.guestText')}
          action={t('guest.signIn')}
          onRequireSignIn={onRequireSignIn}
        />
      </>
    );
  }
  return (
    <Frame title={title} onBack={onBack}>
      <Hint>{intro}</Hint>
      {children}
    </Frame>
  );
}

/** The friends the member referred, with whether each qualified and what it paid. */
export function ReferralFriendsScreen({
  pageSize = REFERRAL_PAGE_SIZE,
  ...props
}: ReferralRecordsScreenProps) {
  const { t } = useProgrammesTranslation();
  return (
    <RecordsFrame title={t('referral.friendsTitle')} intro={t('referral.friendsIntro')} {...props}>
      <FriendsList pageSize={pageSize} />
    </RecordsFrame>
  );
}

/** The referral rewards paid to the member. */
export function ReferralRewardsScreen({
  pageSize = REFERRAL_PAGE_SIZE,
  ...props
}: ReferralRecordsScreenProps) {
  const { t } = useProgrammesTranslation();
  return (
    <RecordsFrame title={t('referral.rewardsTitle')} intro={t('referral.rewardsIntro')} {...props}>
      <RewardsList pageSize={pageSize} />
    </RecordsFrame>
  );
}
