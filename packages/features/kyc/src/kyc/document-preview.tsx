/**
 * What the member sent, shown back to them: their own file only, fetched with their session
 * (`kyc.file`; the server answers it to its owner alone). An image is shown; a PDF, which a
 * page cannot show safely inline on every phone, is offered as a link that opens or saves it.
 */
import { errorMessage } from '@lobby/api-client';
import { useFileQuery } from '@lobby/api-client/kyc';
import type { KycDocumentItem } from '@lobby/contract/kyc';
import { tokenVars } from '@lobby/tokens';
import { Button, Dialog, Hint, Icon, LoadError, Skeleton, VisuallyHidden } from '@lobby/ui';
import styled from 'styled-components';
import { useKycTranslation } from '../i18n.ts';
import { formatBytes } from './check-file.ts';
import { useObjectUrl } from './use-object-url.ts';

const Frame = styled.div`
  display: grid;
  gap: ${tokenVars.space.md};
  justify-items: center;
  img {
    display: block;
    max-width: 100%;
    max-height: min(60vh, 480px);
    border-radius: ${tokenVars.radius.md};
    border: ${tokenVars.borderWidth.hairline} solid ${tokenVars.color.border};
    background: ${tokenVars.color.bgSunken};
    object-fit: contain;
  }
`;

const PdfLink = styled.a`
  display: inline-flex;
  align-items: center;
  gap: ${tokenVars.space.sm};
  padding: ${tokenVars.space.md};
  border-radius: ${tokenVars.radius.md};
  border: ${tokenVars.borderWidth.control} solid ${tokenVars.color.borderStrong};
  background: ${tokenVars.color.bgSunken};
  color: ${tokenVars.color.accentText};
  font-weight: ${tokenVars.font.weight.bold};
  text-decoration: none;
  overflow-wrap: anywhere;
  &:focus-visible {
    outline: ${tokenVars.borderWidth.focus} solid ${tokenVars.color.focusRing};
    outline-offset: 2px;
  }
`;

/** The file itself, once fetched: an image, or a link for a PDF. */
function PreviewBody({ document, label }: { document: KycDocumentItem; label: string }) {
  const { t } = useKycTranslation();
  const query = useFileQuery({ id: document.id, $options: { handleErrors: true } });
  const url = useObjectUrl(query.data);
  if (query.isError && !query.data) {
    return (
      <LoadError
        message={errorMessage(query.error, t('messages:FAILED_TO_GET_DATA'))}
        retryLabel={t('common.retry')}
        busy={query.isFetching}
        onRetry={() => void query.refetch()}
      />
    );
  }
  if (!query.data || !url) {
    return (
      <div aria-busy="true">
        <VisuallyHidden role="status">{t('preview.loading')}</VisuallyHidden>
        <Skeleton lines={4} />
      </div>
    );
  }
  if (query.data.contentType.startsWith('image/')) {
    return (
      <Frame>
        <img src={url} alt={t('preview.alt', { document: label })} />
      </Frame>
    );
  }
  return (
    <Frame>
      <PdfLink
        href={url}
        download={query.data.fileName || undefined}
        target="_blank"
        rel="noopener"
      >
        <Icon name="download" size={20} />
        {t('preview.openPdf', { size: formatBytes(query.data.size) })}
      </PdfLink>
      <Hint>{t('preview.pdfHint')}</Hint>
    </Frame>
  );
}

/** Props of {@link DocumentPreview}. */
export interface DocumentPreviewProps {
  /** The document to show; the dialog is closed without one. */
  readonly document: KycDocumentItem | undefined;
  /** The document's name ("ID card (front)"). */
  readonly label: string;
  onClose(): void;
}

/** The preview dialog (see the module note); its file is fetched only while it is open. */
export function DocumentPreview({ document, label, onClose }: DocumentPreviewProps) {
  const { t } = useKycTranslation();
  return (
    <Dialog
      open={document !== undefined}
      title={t('preview.title', { document: label })}
      onClose={onClose}
      closeLabel={t('common.close')}
      actions={
        <Button variant="secondary" onClick={onClose}>
          {t('common.close')}
        </Button>
      }
    >
      {document ? <PreviewBody document={document} label={label} /> : null}
    </Dialog>
  );
}
