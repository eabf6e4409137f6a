/**
 * Referral (spec §2 REFERRAL, /referral, login required): the member's invite code and link
 * with copy and share, the link's QR code to scan from another phone, the totals (friends
 * invited, qualified, rewards earned) and links to the records, the referred friends and the
 * rewards, each a screen of its own. The link is built on the brand's public origin (see
 * {@link inviteLink}), so what a friend scans or opens is the brand's site, never an API host.
 */
import { errorMessage } from '@lobby/api-client';
import { useSignedIn } from '@lobby/api-client/react';
import { useReferralInfoQuery } from '@lobby/api-client/referral';
import { tokenVars } from '@lobby/tokens';
import {
  Button,
  Card,
  Hint,
  List,
  ListItem,
  LoadError,
  PageHeader,
  ScreenSection,
  SectionTitle,
  SignInPrompt,
  Skeleton,
  useToast,
} from '@lobby/ui';
import { getHref } from '@lobby/domain/routes';
import { QrCode } from '@lobby/ui/qr-code';
import { useLinkClickHandler } from 'react-router-dom';
import styled from 'styled-components';
import { useProgrammesTranslation } from '../i18n.ts';
import { Frame } from '../parts/frame.tsx';
import { useMoney } from '../parts/money.ts';
import type { ProgrammesScreenBaseProps } from '../types.ts';
import { inviteLink } from './invite-link.ts';
import { copyText, shareOrCopy } from './share.ts';

/** Props of {@link ReferralScreen}. */
export interface ReferralScreenProps extends ProgrammesScreenBaseProps {
  /**
   * The brand's public site origin (`https://brand.example`) the invite link opens; the page's
   * own origin when absent.
   */
  readonly publicOrigin?: string;
}

const Invite = styled.div`
  display: grid;
  gap: ${tokenVars.space.lg};
  grid-template-columns: minmax(0, 1fr);
  align-items: start;
  @media (min-width: 720px) {
    grid-template-columns: minmax(0, 1fr) auto;
  }
  .qr {
    justify-self: center;
    display: grid;
    justify-items: center;
    gap: ${tokenVars.space.xs};
  }
`;

const Field = styled.div`
  display: grid;
  gap: ${tokenVars.space.xs};
  label,
  .label {
    color: ${tokenVars.color.textMuted};
    font-size: ${tokenVars.font.size.sm};
  }
  .code {
    font-family: ${tokenVars.font.family.mono};
    font-size: ${tokenVars.font.size.xl};
    font-weight: ${tokenVars.font.weight.bold};
    letter-spacing: 0.12em;
    color: ${tokenVars.color.text};
  }
  input {
    width: 100%;
    min-height: ${tokenVars.size.touch};
    padding: 0 ${tokenVars.space.md};
    border: ${tokenVars.borderWidth.control} solid ${tokenVars.color.border};
    border-radius: ${tokenVars.radius.md};
    background: ${tokenVars.color.bgSunken};
    color: ${tokenVars.color.text};
    font: inherit;
    font-size: ${tokenVars.font.size.sm};
    text-overflow: ellipsis;
  }
  input:focus-visible {
    outline: ${tokenVars.borderWidth.focus} solid ${tokenVars.color.focusRing};
    outline-offset: 1px;
  }
`;

const Row = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${tokenVars.space.sm};
`;

const Fields = styled.div`
  display: grid;
  gap: ${tokenVars.space.lg};
  min-width: 0;
`;

const Totals = styled.dl`
  display: grid;
  grid-template-columns: repeat(3, minmax(0, 1fr));
  gap: ${tokenVars.space.sm};
  margin: 0;
  & > div {
    display: grid;
    gap: ${tokenVars.space.xxs};
    padding: ${tokenVars.space.md};
    border-radius: ${tokenVars.radius.md};
    background: ${tokenVars.color.bgSunken};
    text-align: center;
  }
  dt {
    order: 2;
    color: ${tokenVars.color.textMuted};
    font-size: ${tokenVars.font.size.xs};
  }
  dd {
    order: 1;
    margin: 0;
    font-size: ${tokenVars.font.size.lg};
    font-weight: ${tokenVars.font.weight.bold};
    font-variant-numeric: tabular-nums;
    color: ${tokenVars.color.text};
    overflow-wrap: anywhere;
  }
`;

/** The referral screen (see the module note). */
export function ReferralScreen({
  session,
  onRequireSignIn,
  onBack,
  brandName,
  publicOrigin,
}: ReferralScreenProps) {
  const { t } = useProgrammesTranslation();
  const signedIn = useSignedIn(session);
  if (!signedIn) {
    return (
      <>
        <PageHeader title={t('referral.title')} onBack={onBack} backLabel={t('common.back')} />
        <SignInPrompt
          title={t('referral.title')}
          text={t('referral.guestText')}
          action={t('guest.signIn')}
          onRequireSignIn={onRequireSignIn}
        />
      </>
    );
  }
  return (
    <Frame title={t('referral.title')} onBack={onBack}>
      <InviteSection brandName={brandName} publicOrigin={publicOrigin} />
      <RecordLinks />
    </Frame>
  );
}

/** The links to the records screens, each with its total once the invite has loaded. */
function RecordLinks() {
  const { t } = useProgrammesTranslation();
  const money = useMoney();
  const data = useReferralInfoQuery({ $options: { handleErrors: true } }).data;
  const friendsHref = getHref('REFERRAL_FRIENDS');
  const rewardsHref = getHref('REFERRAL_REWARDS');
  // In the app a plain click navigates; a modified one (new tab) is left to the browser.
  const openFriends = useLinkClickHandler<HTMLElement>(friendsHref);
  const openRewards = useLinkClickHandler<HTMLElement>(rewardsHref);
  return (
    <ScreenSection aria-labelledby="referral-records-title">
      <SectionTitle id="referral-records-title">{t('referral.records')}</SectionTitle>
      <List label={t('referral.records')}>
        <ListItem
          title={t('referral.friendsTitle')}
          description={
            data
              ? t('referral.friendsSummary', { invited: data.invited, qualified: data.qualified })
              : undefined
          }
          chevron
          href={friendsHref}
          onClick={openFriends}
        />
        <ListItem
          title={t('referral.rewardsTitle')}
          description={
            data ? t('referral.rewardsSummary', { amount: money(data.rewards_total) }) : undefined
          }
          chevron
          href={rewardsHref}
          onClick={openRewards}
        />
      </List>
    </ScreenSection>
  );
}

/** The invite: explanation, code, link, copy and share, QR code and the totals. */
function InviteSection({
  brandName,
  publicOrigin,
}: {
  brandName: string;
  publicOrigin: string | undefined;
}) {
  const { t } = useProgrammesTranslation();
  const money = useMoney();
  const toast = useToast();
  const info = useReferralInfoQuery({ $options: { handleErrors: true } });
  const data = info.data;
  if (!data) {
    return (
      <ScreenSection aria-labelledby="referral-invite-title">
        <SectionTitle id="referral-invite-title">{t('referral.invite')}</SectionTitle>
        {info.isError ? (
          <LoadError
            message={errorMessage(info.error, t('messages:FAILED_TO_GET_DATA'))}
            retryLabel={t('common.retry')}
            busy={info.isFetching}
            onRetry={() => void info.refetch()}
          />
        ) : (
          <Card aria-busy="true">
            <Skeleton lines={5} />
          </Card>
        )}
      </ScreenSection>
    );
  }
  const link = inviteLink(data.invite_code, publicOrigin);
  const copy = async (text: string, done: string) => {
    if (await copyText(text)) toast.success(done);
    else toast.error(t('referral.copyFailed'));
  };
  const share = async () => {
    const outcome = await shareOrCopy({
      title: t('referral.shareTitle', { brand: brandName }),
      text: t('referral.shareText', { brand: brandName, code: data.invite_code }),
      url: link,
    });
    if (outcome === 'copied') toast.success(t('referral.linkCopied'));
    if (outcome === 'failed') toast.error(t('referral.copyFailed'));
  };
  return (
    <ScreenSection aria-labelledby="referral-invite-title">
      <SectionTitle id="referral-invite-title">{t('referral.invite')}</SectionTitle>
      <Hint>
        {t('referral.how', {
          reward: money(data.reward_per_friend),
          deposit: money(data.min_first_deposit),
        })}
      </Hint>
      <Card>
        <Invite>
          <Fields>
            <Field>
              <span className="label">{t('referral.code')}</span>
              <Row>
                <span className="code">{data.invite_code}</span>
                <Button
                  variant="secondary"
                  size="sm"
                  onClick={() => void copy(data.invite_code, t('referral.codeCopied'))}
                >
                  {t('referral.copyCode')}
                </Button>
              </Row>
            </Field>
            <Field>
              <label htmlFor="referral-link">{t('referral.link')}</label>
              <input
                id="referral-link"
                readOnly
                value={link}
                onFocus={(event) => event.currentTarget.select()}
              />
              <Row>
                <Button
                  variant="secondary"
                  onClick={() => void copy(link, t('referral.linkCopied'))}
                >
                  {t('referral.copyLink')}
                </Button>
                <Button onClick={() => void share()}>{t('referral.share')}</Button>
              </Row>
            </Field>
          </Fields>
          <div className="qr">
            <QrCode value={link} label={t('referral.qr')} size={168} />
            <Hint>{t('referral.qrHint')}</Hint>
          </div>
        </Invite>
      </Card>
      <div role="group" aria-label={t('referral.totals')}>
        <Totals>
          <div>
            <dt>{t('referral.invited')}</dt>
            <dd>{data.invited}</dd>
          </div>
          <div>
            <dt>{t('referral.qualifiedCount')}</dt>
            <dd>{data.qualified}</dd>
          </div>
          <div>
            <dt>{t('referral.earned')}</dt>
            <dd>{money(data.rewards_total)}</dd>
          </div>
        </Totals>
      </div>
    </ScreenSection>
  );
}
