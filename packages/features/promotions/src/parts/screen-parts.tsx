/**
 * Pieces the promotions screens share: the card grid, and the frame of a screen only a
 * signed-in member sees.
 */
import { useSignedIn } from '@lobby/api-client/react';
import { tokenVars } from '@lobby/tokens';
import { PageHeader, SignInPrompt, up } from '@lobby/ui';
import type { ReactNode } from 'react';
import styled from 'styled-components';
import { usePromotionsTranslation } from '../i18n.ts';
import type { PromotionsScreenBaseProps } from '../types.ts';

/** Cards in one column on a phone; from `md` up, as many columns at least `$min` wide as fit. */
export const CardGrid = styled.ul<{ $min: string }>`
  display: grid;
  grid-template-columns: minmax(0, 1fr);
  gap: ${tokenVars.space.lg};
  margin: 0;
  padding: 0;
  list-style: none;
  ${({ theme }) => up(theme, 'md')} {
    grid-template-columns: repeat(auto-fill, minmax(${({ $min }) => $min}, 1fr));
  }
`;

/** Props of {@link MemberOnlyScreen}. */
export interface MemberOnlyScreenProps extends Pick<
  PromotionsScreenBaseProps,
  'session' | 'onRequireSignIn' | 'onBack'
> {
  /** The screen's title, also the sign-in prompt's. */
  readonly title: string;
  /** What the sign-in prompt tells a guest this screen holds. */
  readonly guestText: string;
  /** The screen's content, for a signed-in member. */
  readonly children: ReactNode;
}

/** The screen's header, then its content for a member or a sign-in prompt for a guest. */
export function MemberOnlyScreen({
  session,
  onRequireSignIn,
  onBack,
  title,
  guestText,
  children,
}: MemberOnlyScreenProps) {
  const { t } = usePromotionsTranslation();
  const signedIn = useSignedIn(session);
  return (
    <>
      <PageHeader title={title} onBack={onBack} backLabel={t('common.back')} />
      {signedIn ? (
        children
      ) : (
        <SignInPrompt
          title={title}
          text={guestText}
          action={t('claim.signIn')}
          onRequireSignIn={onRequireSignIn}
        />
      )}
    </>
  );
}
