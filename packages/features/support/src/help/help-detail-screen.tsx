/**
 * One help page (spec §2 HELP_DETAIL, /help/list/:id): the page the list linked to, by the id
 * in the route (or given by the site). An id that is not a page id says so without asking.
 */
import { useHelpDetailQuery } from '@lobby/api-client/help';
import { NoRecord, PageHeader, ScreenPage } from '@lobby/ui';
import { useParams } from 'react-router-dom';
import { useSupportTranslation } from '../i18n.ts';
import type { SupportScreenBaseProps } from '../types.ts';
import { HelpPageView } from './help-page-view.tsx';

/** Props of {@link HelpDetailScreen}. */
export interface HelpDetailScreenProps extends SupportScreenBaseProps {
  /** The page to show; the route's `:id` by default. */
  readonly id?: number;
}

/** Reads a route id: a positive whole number, or nothing. */
function pageId(raw: string | undefined): number | undefined {
  if (!raw || !/^[1-9]\d{0,9}$/.test(raw)) return undefined;
  const id = Number(raw);
  return id <= 2_147_483_647 ? id : undefined;
}

/** The help page screen (see the module note). */
export function HelpDetailScreen({ id, onBack }: HelpDetailScreenProps) {
  const { t } = useSupportTranslation();
  const params = useParams<{ id: string }>();
  const wanted = id ?? pageId(params.id);
  if (wanted === undefined) {
    return (
      <>
        <PageHeader title={t('help.title')} onBack={onBack} backLabel={t('common.back')} />
        <ScreenPage>
          <NoRecord title={t('help.notFound')} description={t('help.notFoundText')} />
        </ScreenPage>
      </>
    );
  }
  return <HelpPage id={wanted} onBack={onBack} />;
}

function HelpPage({ id, onBack }: { id: number; onBack: (() => void) | undefined }) {
  const { t } = useSupportTranslation();
  const query = useHelpDetailQuery({ id, $options: { handleErrors: true } });
  return <HelpPageView query={query} fallbackTitle={t('help.title')} onBack={onBack} />;
}
