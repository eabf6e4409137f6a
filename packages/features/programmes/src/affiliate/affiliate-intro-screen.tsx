/**
 * The affiliate introduction (spec §2 AGENT_INTRODUCTION, /af_intro): the operator's page
 * about becoming an affiliate (its HTML through {@link OperatorHtml}), the commission tiers
 * and how to get in touch. Spec §6: it exists only while the permission config's
 * `agent_introduce.status` is 1; when it is off the screen says the programme is not
 * available and asks nothing more (the API would only answer FEATURE_DISABLED).
 */
import { errorMessage, lobbyErrorOf } from '@lobby/api-client';
import { usePermissionsQuery } from '@lobby/api-client/config';
import { useAffiliateIntroQuery } from '@lobby/api-client/referral';
import { isAgentIntroductionOn } from '@lobby/domain';
import { tokenVars } from '@lobby/tokens';
import { Card, Hint, LoadError, NoRecord, ScreenSection, SectionTitle, Skeleton } from '@lobby/ui';
import { OperatorHtml } from '@lobby/ui/operator-html';
import styled from 'styled-components';
import { useProgrammesTranslation } from '../i18n.ts';
import { Frame } from '../parts/frame.tsx';
import { basisPointsText } from '../parts/money.ts';
import type { ProgrammesScreenBaseProps } from '../types.ts';

/** Props of {@link AffiliateIntroScreen}. */
export type AffiliateIntroScreenProps = ProgrammesScreenBaseProps;

const Tiers = styled.table`
  width: 100%;
  border-collapse: collapse;
  font-variant-numeric: tabular-nums;
  th,
  td {
    padding: ${tokenVars.space.sm} ${tokenVars.space.md};
    text-align: start;
    border-bottom: ${tokenVars.borderWidth.hairline} solid ${tokenVars.color.border};
  }
  th {
    color: ${tokenVars.color.textMuted};
    font-size: ${tokenVars.font.size.sm};
    font-weight: ${tokenVars.font.weight.medium};
  }
  td {
    color: ${tokenVars.color.text};
  }
  td:last-child,
  th:last-child {
    text-align: end;
  }
  td:last-child {
    color: ${tokenVars.color.accentText};
    font-weight: ${tokenVars.font.weight.bold};
  }
  tbody tr:last-child td {
    border-bottom: 0;
  }
`;

/** The affiliate introduction screen (see the module note). */
export function AffiliateIntroScreen({ onBack }: AffiliateIntroScreenProps) {
  const { t } = useProgrammesTranslation();
  const permissions = usePermissionsQuery();
  // Without the config (it failed) the server decides: it answers FEATURE_DISABLED when off.
  const off = permissions.data !== undefined && !isAgentIntroductionOn(permissions.data);
  const waiting = permissions.data === undefined && !permissions.isError;
  return (
    <Frame title={t('affiliate.title')} onBack={onBack}>
      {off ? (
        <NotAvailable />
      ) : waiting ? (
        <Card aria-busy="true" aria-label={t('affiliate.title')}>
          <Skeleton lines={6} />
        </Card>
      ) : (
        <Introduction />
      )}
    </Frame>
  );
}

function NotAvailable() {
  const { t } = useProgrammesTranslation();
  return <NoRecord title={t('affiliate.off')} description={t('affiliate.offText')} />;
}

function Introduction() {
  const { t } = useProgrammesTranslation();
  const query = useAffiliateIntroQuery({ $options: { handleErrors: true } });
  const intro = query.data;
  if (!intro) {
    const code = lobbyErrorOf(query.error)?.code;
    if (query.isError && (code === 'FEATURE_DISABLED' || code === 'NOT_FOUND'))
      return <NotAvailable />;
    if (query.isError)
      return (
        <LoadError
          message={errorMessage(query.error, t('messages:FAILED_TO_GET_DATA'))}
          retryLabel={t('common.retry')}
          busy={query.isFetching}
          onRetry={() => void query.refetch()}
        />
      );
    return (
      <Card aria-busy="true" aria-label={t('affiliate.title')}>
        <Skeleton lines={6} />
      </Card>
    );
  }
  return (
    <>
      <Card title={intro.title} aria-label={intro.title}>
        <OperatorHtml html={intro.content} />
      </Card>
      {intro.commission_tiers.length > 0 ? (
        <ScreenSection aria-labelledby="affiliate-tiers-title">
          <SectionTitle id="affiliate-tiers-title">{t('affiliate.tiers')}</SectionTitle>
          <Card padding="none">
            <Tiers aria-labelledby="affiliate-tiers-title">
              <thead>
                <tr>
                  <th scope="col">{t('affiliate.tier')}</th>
                  <th scope="col">{t('affiliate.activePlayers')}</th>
                  <th scope="col">{t('affiliate.rate')}</th>
                </tr>
              </thead>
              <tbody>
                {intro.commission_tiers.map((tier) => (
                  <tr key={tier.name}>
                    <th scope="row">{tier.name}</th>
                    <td>{t('affiliate.playersAtLeast', { players: tier.active_players })}</td>
                    <td>{basisPointsText(tier.rate_bp)}</td>
                  </tr>
                ))}
              </tbody>
            </Tiers>
          </Card>
        </ScreenSection>
      ) : null}
      {intro.contact ? <Hint>{intro.contact}</Hint> : null}
    </>
  );
}
