/**
 * KYC (spec §2 KYC_PAGE, /kyc, login required; §3 KYC documents): the documents a member is
 * asked for (an ID card's two sides or a driver licence, a proof of address, and anything
 * else the operator asks for), each with its review state and the operator's reason when it
 * was rejected; uploads from a file or the phone's camera, checked before sending; and a
 * preview of what was sent. A summary at the top says where the whole set stands; a guest is
 * invited to sign in instead.
 */
import { errorMessage } from '@lobby/api-client';
import { usePlatformOffset } from '@lobby/api-client/config';
import { useKycListQuery } from '@lobby/api-client/kyc';
import { useSignedIn } from '@lobby/api-client/react';
import { KycStatus } from '@lobby/contract/kyc';
import type { KycDocumentItem } from '@lobby/contract/kyc';
import { tokenVars } from '@lobby/tokens';
import {
  Button,
  Card,
  Hint,
  Icon,
  LoadError,
  PageHeader,
  ScreenPage,
  ScreenSection,
  SectionTitle,
  SignInPrompt,
  Skeleton,
  VisuallyHidden,
  useMediaQuery,
} from '@lobby/ui';
import type { IconName } from '@lobby/ui';
import { useState } from 'react';
import styled from 'styled-components';
import { useKycTranslation } from '../i18n.ts';
import type { KycScreenBaseProps } from '../types.ts';
import { KYC_MAX_SIZE_TEXT } from './check-file.ts';
import { DocumentCard } from './document-card.tsx';
import { DocumentPreview } from './document-preview.tsx';
import { DOCUMENT_GROUPS, overallOf, slotsOf } from './documents.ts';
import type { Overall } from './documents.ts';

/** Props of {@link KycScreen}. */
export type KycScreenProps = KycScreenBaseProps;

/** Cards side by side once there is room (desktop); one column on a phone. */
const Cards = styled.div`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(min(100%, 300px), 1fr));
  gap: ${tokenVars.space.md};
`;

const Summary = styled.div`
  display: grid;
  grid-template-columns: auto minmax(0, 1fr);
  gap: ${tokenVars.space.xs} ${tokenVars.space.md};
  align-items: start;
  .icon {
    display: grid;
    place-items: center;
    width: 40px;
    height: 40px;
    border-radius: ${tokenVars.radius.pill};
    background: ${tokenVars.color.bgSunken};
    color: ${tokenVars.color.accentText};
  }
  .texts {
    display: grid;
    gap: ${tokenVars.space.xs};
    min-width: 0;
  }
  h2 {
    margin: 0;
    font-size: ${tokenVars.font.size.lg};
    font-weight: ${tokenVars.font.weight.bold};
    color: ${tokenVars.color.text};
  }
  p {
    margin: 0;
  }
  .actions {
    grid-column: 2;
  }
`;

const SUMMARY_ICON: Readonly<Record<Overall, IconName>> = {
  verified: 'check',
  attention: 'warning',
  review: 'calendar',
  start: 'user',
  incomplete: 'info',
};

/** Where the whole set stands; "Check for updates" while the operator has something to review. */
function SummaryCard({
  overall,
  waiting,
  refreshing,
  onRefresh,
}: {
  overall: Overall;
  waiting: boolean;
  refreshing: boolean;
  onRefresh: () => void;
}) {
  const { t } = useKycTranslation();
  return (
    <Card padding="md">
      <Summary>
        <span className="icon" aria-hidden="true">
          <Icon name={SUMMARY_ICON[overall]} size={22} />
        </span>
        {/* A live region, so a refresh that changes the outcome is heard. */}
        <div className="texts" role="status">
          <h2>{t(`summary.${overall}.title`)}</h2>
          <Hint>{t(`summary.${overall}.text`)}</Hint>
        </div>
        {waiting ? (
          <div className="actions">
            <Button
              size="sm"
              variant="secondary"
              iconStart="refresh"
              loading={refreshing}
              onClick={onRefresh}
            >
              {t('summary.refresh')}
            </Button>
          </div>
        ) : null}
      </Summary>
    </Card>
  );
}

/** The cards' stand-ins while the list loads. */
function Loading() {
  const { t } = useKycTranslation();
  return (
    <ScreenPage aria-busy="true">
      <VisuallyHidden role="status">{t('loading')}</VisuallyHidden>
      <Card padding="md">
        <Skeleton lines={2} />
      </Card>
      <Cards>
        {[1, 2, 3].map((n) => (
          <Card key={n} padding="md">
            <Skeleton lines={3} />
          </Card>
        ))}
      </Cards>
    </ScreenPage>
  );
}

/** The signed-in member's documents. */
function MemberDocuments() {
  const { t } = useKycTranslation();
  const offset = usePlatformOffset();
  const camera = useMediaQuery('(pointer: coarse)');
  const query = useKycListQuery({ $options: { handleErrors: true } });
  const [preview, setPreview] = useState<{ document: KycDocumentItem; label: string }>();

  if (query.isError && !query.data) {
    return (
      <ScreenPage>
        <LoadError
          message={errorMessage(query.error, t('messages:FAILED_TO_GET_DATA'))}
          retryLabel={t('common.retry')}
          busy={query.isFetching}
          onRetry={() => void query.refetch()}
        />
      </ScreenPage>
    );
  }
  if (!query.data) return <Loading />;

  const slots = slotsOf(query.data.list);
  const overall = overallOf(query.data.verified, slots);
  const waiting =
    !query.data.verified && query.data.list.some((d) => d.status === KycStatus.Pending);
  return (
    <ScreenPage>
      <SummaryCard
        overall={overall}
        waiting={waiting}
        refreshing={query.isFetching}
        onRefresh={() => void query.refetch()}
      />
      <Hint>{t('formats', { max: KYC_MAX_SIZE_TEXT })}</Hint>
      {DOCUMENT_GROUPS.map((group) => (
        <ScreenSection key={group.id} aria-labelledby={`kyc-group-${group.id}`}>
          <SectionTitle id={`kyc-group-${group.id}`}>{t(`groups.${group.id}.title`)}</SectionTitle>
          <Hint>{t(`groups.${group.id}.text`)}</Hint>
          <Cards>
            {group.kinds.map((kind) => (
              <DocumentCard
                key={kind}
                slot={slots[kind]}
                camera={camera}
                offset={offset}
                onPreview={(document, label) => setPreview({ document, label })}
              />
            ))}
          </Cards>
        </ScreenSection>
      ))}
      <DocumentPreview
        document={preview?.document}
        label={preview?.label ?? ''}
        onClose={() => setPreview(undefined)}
      />
    </ScreenPage>
  );
}

/** The KYC screen (see the module note). */
export function KycScreen({ session, onRequireSignIn, onBack }: KycScreenProps) {
  const { t } = useKycTranslation();
  const signedIn = useSignedIn(session);
  const header = <PageHeader title={t('title')} onBack={onBack} backLabel={t('common.back')} />;
  if (!signedIn) {
    return (
      <>
        {header}
        <SignInPrompt
          title={t('title')}
          text={t('guest.text')}
          action={t('guest.signIn')}
          onRequireSignIn={onRequireSignIn}
        />
      </>
    );
  }
  return (
    <>
      {header}
      <MemberDocuments />
    </>
  );
}
