/**
 * The frame every programmes screen shares: the header (with back when the site gives one) and
 * the page body under it.
 */
import { PageHeader, ScreenPage } from '@lobby/ui';
import type { ReactNode } from 'react';
import { useProgrammesTranslation } from '../i18n.ts';

/** Props of {@link Frame}. */
export interface FrameProps {
  readonly title: ReactNode;
  onBack?: (() => void) | undefined;
  readonly actions?: ReactNode;
  readonly children: ReactNode;
}

/** A programmes screen's header and body. */
export function Frame({ title, onBack, actions, children }: FrameProps) {
  const { t } = useProgrammesTranslation();
  return (
    <>
      <PageHeader
        title={title}
        onBack={onBack}
        backLabel={t('common.back')}
        {...(actions ? { actions } : {})}
      />
      <ScreenPage>{children}</ScreenPage>
    </>
  );
}
