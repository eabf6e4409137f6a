/**
 * VIP (spec §2 VIP_DETAIL, /vip; the side menu opens it at level 5 with `?id=5`): the brand's
 * VIP picture (`vip_config`), the member's standing (current level, progress to the next with
 * exact amounts, upgrade bonuses to claim) and every level as a tab with its conditions,
 * upgrade bonus, withdrawal limits and benefits. The level opened is the `level` prop, else
 * `?level=` or `?id=` in the URL, else the member's current level, else the first. Picking a
 * level writes `?level=` back (replacing the entry), so a shared link opens the same level.
 * The route is open to guests: they see the levels, and a sign-in invitation for progress.
 */
import { errorMessage } from '@lobby/api-client';
import { usePermissionsQuery } from '@lobby/api-client/config';
import { useSignedIn } from '@lobby/api-client/react';
import { useProgressQuery, useVipListQuery } from '@lobby/api-client/vip';
import type { VipLevelItem } from '@lobby/contract/vip';
import { isVipMenuVisible } from '@lobby/domain';
import { tokenVars } from '@lobby/tokens';
import { Hint, LoadError, ScreenSection, SectionTitle, Skeleton, Tabs } from '@lobby/ui';
import { useSearchParams } from 'react-router-dom';
import styled from 'styled-components';
import { useProgrammesTranslation } from '../i18n.ts';
import { Frame } from '../parts/frame.tsx';
import { OperatorPicture } from '../parts/operator-picture.tsx';
import type { ProgrammesScreenBaseProps } from '../types.ts';
import { VipBadge } from './vip-badge.tsx';
import { VipLevelDetail } from './vip-level-detail.tsx';
import { VipGuestStatus, VipStatus } from './vip-status.tsx';

/** Props of {@link VipScreen}. */
export interface VipScreenProps extends ProgrammesScreenBaseProps {
  /** The level to open; by default `?level=` / `?id=`, else the member's current level. */
  readonly level?: number;
}

/** Reads a level number from the URL: 0–99 in plain digits, or nothing. */
export function parseLevel(raw: string | null | undefined): number | undefined {
  if (!raw || !/^\d{1,2}$/.test(raw)) return undefined;
  return Number(raw);
}

const TabLabel = styled.span`
  display: inline-flex;
  align-items: center;
  gap: ${tokenVars.space.xs};
`;

/** The VIP screen (see the module note). */
export function VipScreen({
  session,
  onRequireSignIn,
  onBack,
  logoSrc,
  brandName,
  level,
}: VipScreenProps) {
  const { t } = useProgrammesTranslation();
  const signedIn = useSignedIn(session);
  const [params, setParams] = useSearchParams();
  const list = useVipListQuery({ $options: { handleErrors: true } });
  const progress = useProgressQuery({ $options: { handleErrors: true } }, { skip: !signedIn });
  const permissions = usePermissionsQuery().data;
  const picture =
    permissions && isVipMenuVisible(permissions)
      ? permissions.vip_config.mobile_picture
      : undefined;

  const asked = level ?? parseLevel(params.get('level')) ?? parseLevel(params.get('id'));
  const levels = list.data;
  // Wait for the member's level before choosing one, so the tabs do not jump once it arrives.
  const awaitingOwn = asked === undefined && signedIn && !progress.data && !progress.isError;
  const known = (n: number | undefined) =>
    n !== undefined && levels?.some((l) => l.level === n) ? n : undefined;
  const selected = known(asked) ?? known(progress.data?.level) ?? levels?.[0]?.level;
  const missing = asked !== undefined && levels !== undefined && known(asked) === undefined;

  const choose = (id: string) => {
    const next = new URLSearchParams(params);
    next.delete('id');
    next.set('level', id);
    setParams(next, { replace: true });
  };

  return (
    <Frame title={t('vip.title')} onBack={onBack}>
      {picture ? (
        <OperatorPicture
          src={picture}
          alt={t('vip.picture', { brand: brandName })}
          fallbackSrc={logoSrc}
        />
      ) : null}
      <ScreenSection aria-labelledby="vip-status-title">
        <SectionTitle id="vip-status-title">{t('vip.status')}</SectionTitle>
        {signedIn ? (
          <VipStatus progress={progress} levels={levels} />
        ) : (
          <VipGuestStatus onRequireSignIn={onRequireSignIn} />
        )}
      </ScreenSection>
      <ScreenSection aria-labelledby="vip-levels-title">
        <SectionTitle id="vip-levels-title">{t('vip.levels')}</SectionTitle>
        {missing ? <Hint role="status">{t('vip.notFoundText')}</Hint> : null}
        {levels && selected !== undefined && !awaitingOwn ? (
          <Tabs<string>
            label={t('vip.levels')}
            value={String(selected)}
            onChange={choose}
            items={levels.map((item: VipLevelItem) => ({
              id: String(item.level),
              label: (
                <TabLabel>
                  <VipBadge level={item.level} size={20} />
                  {t('vip.levelName', { level: item.level, name: item.name })}
                </TabLabel>
              ),
              content: (
                <VipLevelDetail
                  level={item.level}
                  placeholder={item}
                  current={progress.data?.level}
                />
              ),
            }))}
          />
        ) : list.isError ? (
          <LoadError
            message={errorMessage(list.error, t('messages:FAILED_TO_GET_DATA'))}
            retryLabel={t('common.retry')}
            busy={list.isFetching}
            onRetry={() => void list.refetch()}
          />
        ) : levels && levels.length === 0 ? (
          <Hint>{t('vip.noLevels')}</Hint>
        ) : (
          <div role="status" aria-busy="true" aria-label={t('vip.levels')}>
            <Skeleton lines={6} />
          </div>
        )}
      </ScreenSection>
    </Frame>
  );
}
