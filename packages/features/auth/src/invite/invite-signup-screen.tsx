/**
 * INVITE_SIGNUP (`/invite_signup/:codeid`): sign-up with a friend's referral code, showing who
 * invited the member (masked). An unknown code still lets the member join, without it.
 */
import { useInviteQuery } from '@lobby/api-client/auth';
import { HOME_PATH } from '@lobby/domain/routes';
import { validateReferralCode } from '@lobby/domain/validators';
import { tokenVars } from '@lobby/tokens';
import { Badge, Skeleton, up } from '@lobby/ui';
import { useNavigate, useParams } from 'react-router-dom';
import styled from 'styled-components';
import { Lead } from '../sign-in/form-layout.tsx';
import { SignUpForm } from '../sign-up/sign-up-form.tsx';
import type { AuthScreenProps } from '../types.ts';
import { useAuthTranslation } from '../i18n.ts';

const Page = styled.section`
  display: grid;
  gap: ${tokenVars.space.md};
  max-width: 480px;
  margin: 0 auto;
  padding: ${tokenVars.space.lg} ${tokenVars.space.md};
  h1 {
    margin: 0;
    font-family: ${tokenVars.font.family.display};
    font-size: ${tokenVars.font.size.xxl};
  }
  ${({ theme }) => up(theme, 'md')} {
    margin-top: ${tokenVars.space.xl};
    padding: ${tokenVars.space.xl};
    border-radius: ${tokenVars.radius.xl};
    background: ${tokenVars.color.bgSurface};
    border: ${tokenVars.borderWidth.hairline} solid ${tokenVars.color.border};
  }
`;

/** The invite sign-up screen. */
export function InviteSignupScreen({ brandName, onRegistered }: AuthScreenProps) {
  const { t } = useAuthTranslation();
  const navigate = useNavigate();
  const { codeid = '' } = useParams();
  const wellFormed = validateReferralCode(codeid).valid && codeid !== '';
  const invite = useInviteQuery(
    { code: codeid, $options: { handleErrors: true } },
    { skip: !wellFormed },
  );
  const valid = wellFormed && invite.data !== undefined;
  return (
    <Page aria-labelledby="invite-title">
      <h1 id="invite-title">{t('invite.title', { brand: brandName })}</h1>
      {invite.isLoading ? (
        <Skeleton lines={1} />
      ) : valid ? (
        <Lead>
          <Badge tone="accent" icon="gift">
            {t('invite.from', { referrer: invite.data?.referrer ?? '' })}
          </Badge>
        </Lead>
      ) : (
        <Lead role="status">{t('invite.invalid')}</Lead>
      )}
      {invite.isLoading ? null : (
        <SignUpForm
          // Mounted once the code is checked, so a valid code is there from the first render.
          key={valid ? codeid : 'no-code'}
          {...(valid ? { inviteCode: codeid } : {})}
          onRegistered={() => {
            onRegistered?.();
            navigate(HOME_PATH, { replace: true });
          }}
        />
      )}
    </Page>
  );
}
