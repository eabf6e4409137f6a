/**
 * One kind of document: its drawing, what it is, where it stands (not sent, pending review,
 * approved, or rejected with the operator's reason), and the ways to send it: choose a file,
 * or on a touch device take a photo with the back camera. While a file is sent the card shows
 * an indeterminate bar; what happened is said in the card's live region, and a refusal or a
 * failure stays on the card, naming the file, until the member chooses again.
 */
import type { KycDocumentItem } from '@lobby/contract/kyc';
import { formatDateTime } from '@lobby/domain/time';
import { kycDocumentKindLabels } from '@lobby/domain';
import { tokenVars } from '@lobby/tokens';
import { Badge, Button, Card, Hint } from '@lobby/ui';
import type { BadgeTone } from '@lobby/ui';
import { useId, useRef } from 'react';
import type { ChangeEvent } from 'react';
import styled, { keyframes } from 'styled-components';
import { useKycTranslation } from '../i18n.ts';
import { KYC_ACCEPT, KYC_CAMERA_ACCEPT, KYC_MAX_SIZE_TEXT, formatBytes } from './check-file.ts';
import { DocumentArt } from './document-art.tsx';
import type { DocumentSlot, DocumentState } from './documents.ts';
import { useDocumentUpload } from './use-document-upload.ts';
import type { UploadPhase } from './use-document-upload.ts';

const TONES: Readonly<Record<DocumentState, BadgeTone>> = {
  missing: 'neutral',
  pending: 'pending',
  approved: 'win',
  rejected: 'loss',
};

const Body = styled.div`
  display: grid;
  gap: ${tokenVars.space.md};
`;

const Head = styled.div`
  display: grid;
  grid-template-columns: auto minmax(0, 1fr);
  gap: ${tokenVars.space.xs} ${tokenVars.space.md};
  align-items: center;
  .texts {
    display: grid;
    gap: ${tokenVars.space.xxs};
    min-width: 0;
  }
  h3 {
    margin: 0;
    font-size: ${tokenVars.font.size.md};
    font-weight: ${tokenVars.font.weight.bold};
    color: ${tokenVars.color.text};
  }
  .badge {
    justify-self: start;
  }
`;

const Meta = styled.p`
  margin: 0;
  color: ${tokenVars.color.textMuted};
  font-size: ${tokenVars.font.size.xs};
`;

const Note = styled.div<{ $tone: 'danger' | 'info' }>`
  display: grid;
  gap: ${tokenVars.space.xxs};
  padding: ${tokenVars.space.sm} ${tokenVars.space.md};
  border-radius: ${tokenVars.radius.md};
  border-inline-start: 3px solid
    ${({ theme, $tone }) => ($tone === 'danger' ? theme.color.danger : theme.color.info)};
  background: ${tokenVars.color.bgSunken};
  color: ${tokenVars.color.text};
  font-size: ${tokenVars.font.size.sm};
  overflow-wrap: anywhere;
  strong {
    font-weight: ${tokenVars.font.weight.bold};
  }
  p {
    margin: 0;
    white-space: pre-line;
  }
`;

const travel = keyframes`
  from { transform: translateX(-100%); }
  to { transform: translateX(250%); }
`;

/** An indeterminate bar: the upload reports no progress, only that it is running. */
const Busy = styled.div`
  position: relative;
  height: 6px;
  border-radius: ${tokenVars.radius.pill};
  background: ${tokenVars.color.bgSunken};
  border: ${tokenVars.borderWidth.hairline} solid ${tokenVars.color.border};
  overflow: hidden;
  &::after {
    content: '';
    position: absolute;
    inset: 0;
    width: 40%;
    border-radius: inherit;
    background: ${tokenVars.color.accent};
    animation: ${travel} 1.2s ease-in-out infinite;
  }
  @media (prefers-reduced-motion: reduce) {
    &::after {
      width: 100%;
      animation: none;
      opacity: 0.5;
    }
  }
`;

const Status = styled.p`
  margin: 0;
  color: ${tokenVars.color.textMuted};
  font-size: ${tokenVars.font.size.sm};
  overflow-wrap: anywhere;
  &:empty {
    display: none;
  }
`;

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${tokenVars.space.sm};
`;

/** The card's spoken and shown progress line. */
function useStatusText(phase: UploadPhase, label: string): string {
  const { t } = useKycTranslation();
  if (phase.phase === 'sending')
    return t('upload.sending', { file: phase.fileName, document: label });
  if (phase.phase === 'sent') return t('upload.sent', { document: label });
  return '';
}

/** What went wrong with the member's file, in words that name it. */
function useProblemText(phase: UploadPhase): string {
  const { t } = useKycTranslation();
  if (phase.phase === 'failed') return phase.message;
  if (phase.phase !== 'refused') return '';
  const file = phase.fileName || t('upload.thisFile');
  if (phase.reason === 'size')
    return t('errors.size', { file, size: formatBytes(phase.size), max: KYC_MAX_SIZE_TEXT });
  if (phase.reason === 'empty') return t('errors.empty', { file });
  if (phase.reason === 'content') return t('errors.content', { file });
  return t('errors.type', { file });
}

/** Props of {@link DocumentCard}. */
export interface DocumentCardProps {
  readonly slot: DocumentSlot;
  /** Offer "Take a photo" (a touch device with a camera to hand). */
  readonly camera: boolean;
  /** The platform's timezone offset, for the dates. */
  readonly offset: number;
  onPreview(document: KycDocumentItem, label: string): void;
}

/** The card's head: the drawing, the document's name and hint, and its state. */
function DocumentHead({
  slot,
  label,
  titleId,
}: {
  slot: DocumentSlot;
  label: string;
  titleId: string;
}) {
  const { t } = useKycTranslation();
  return (
    <Head>
      <DocumentArt kind={slot.kind} />
      <div className="texts">
        <h3 id={titleId}>{label}</h3>
        <Hint>{t(`kinds.${slot.kind}`)}</Hint>
        <span className="badge">
          <Badge tone={TONES[slot.state]}>{t(`state.${slot.state}`)}</Badge>
        </span>
      </div>
    </Head>
  );
}

/** When the latest file was sent, its size, and when it was reviewed. */
function LatestMeta({ latest, offset }: { latest: KycDocumentItem; offset: number }) {
  const { t } = useKycTranslation();
  return (
    <Meta>
      {t('sentAt', { date: formatDateTime(latest.uploaded_at, offset) })}
      {' · '}
      {formatBytes(latest.size)}
      {latest.reviewed_at !== null
        ? ` · ${t('reviewedAt', { date: formatDateTime(latest.reviewed_at, offset) })}`
        : null}
    </Meta>
  );
}

/** Props of {@link DocumentActions}. */
interface DocumentActionsProps {
  readonly slot: DocumentSlot;
  readonly label: string;
  readonly camera: boolean;
  readonly upload: ReturnType<typeof useDocumentUpload>;
  onPreview(document: KycDocumentItem, label: string): void;
}

/**
 * The card's buttons (retry, choose a file, take a photo, view the latest) and the real file
 * pickers they drive, hidden: the buttons carry the names and the focus.
 */
function DocumentActions({ slot, label, camera, upload, onPreview }: DocumentActionsProps) {
  const { t } = useKycTranslation();
  const fileInput = useRef<HTMLInputElement>(null);
  const cameraInput = useRef<HTMLInputElement>(null);
  const { phase } = upload;
  const sending = phase.phase === 'sending';
  const latest = slot.latest;
  // A pending or approved document needs nothing more; a rejected one (or none) needs a file.
  const canSend = slot.state === 'missing' || slot.state === 'rejected';

  const onChosen = (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.currentTarget.files?.[0];
    // Cleared so choosing the same file again (after fixing nothing) still fires a change.
    event.currentTarget.value = '';
    if (file) void upload.choose(file);
  };

  const chooseLabel =
    phase.phase === 'refused'
      ? t('actions.chooseAnother')
      : slot.state === 'rejected'
        ? t('actions.sendAgain')
        : t('actions.choose');

  return (
    <>
      <Actions>
        {phase.phase === 'failed' && canSend ? (
          <Button size="sm" iconStart="refresh" onClick={upload.retry}>
            {t('actions.retry')}
          </Button>
        ) : null}
        {canSend ? (
          <Button
            size="sm"
            variant={camera ? 'secondary' : 'primary'}
            iconStart="plus"
            loading={sending}
            aria-label={`${chooseLabel}: ${label}`}
            onClick={() => fileInput.current?.click()}
          >
            {chooseLabel}
          </Button>
        ) : null}
        {canSend && camera ? (
          <Button
            size="sm"
            disabled={sending}
            aria-label={`${t('actions.photo')}: ${label}`}
            onClick={() => cameraInput.current?.click()}
          >
            {t('actions.photo')}
          </Button>
        ) : null}
        {latest ? (
          <Button
            size="sm"
            variant="ghost"
            iconStart="eye"
            aria-label={`${t('actions.view')}: ${label}`}
            onClick={() => onPreview(latest, label)}
          >
            {t('actions.view')}
          </Button>
        ) : null}
      </Actions>

      {/* The real pickers, driven by the buttons above (which carry the names and focus). */}
      <input
        ref={fileInput}
        type="file"
        hidden
        accept={KYC_ACCEPT}
        aria-label={t('inputs.file', { document: label })}
        onChange={onChosen}
      />
      {camera ? (
        <input
          ref={cameraInput}
          type="file"
          hidden
          accept={KYC_CAMERA_ACCEPT}
          capture="environment"
          aria-label={t('inputs.camera', { document: label })}
          onChange={onChosen}
        />
      ) : null}
    </>
  );
}

/** One document (see the module note). */
export function DocumentCard({ slot, camera, offset, onPreview }: DocumentCardProps) {
  const { t } = useKycTranslation();
  const id = useId();
  const label = t(kycDocumentKindLabels[slot.kind]);
  const upload = useDocumentUpload(slot.kind, t('errors.failed'));
  const { phase } = upload;
  const status = useStatusText(phase, label);
  const problem = useProblemText(phase);
  const latest = slot.latest;

  return (
    <Card padding="md" aria-labelledby={`${id}-title`} data-kind={slot.kind}>
      <Body>
        <DocumentHead slot={slot} label={label} titleId={`${id}-title`} />
        {latest ? <LatestMeta latest={latest} offset={offset} /> : null}

        {slot.state === 'rejected' ? (
          <Note $tone="danger">
            <strong>{t('rejected.reason')}</strong>
            <p>{latest?.remark.trim() ? latest.remark : t('rejected.noReason')}</p>
          </Note>
        ) : null}

        {phase.phase === 'sending' ? (
          <Busy role="progressbar" aria-label={t('upload.progress', { document: label })} />
        ) : null}
        <Status role="status">{status}</Status>
        {problem ? (
          <Note $tone="danger" role="alert">
            <p>{problem}</p>
            {phase.phase === 'failed' ? <p>{t('errors.kept', { file: phase.fileName })}</p> : null}
          </Note>
        ) : null}

        <DocumentActions
          slot={slot}
          label={label}
          camera={camera}
          upload={upload}
          onPreview={onPreview}
        />
      </Body>
    </Card>
  );
}
