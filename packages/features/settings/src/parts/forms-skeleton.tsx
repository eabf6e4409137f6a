/** Settings content in outline while what it needs loads (the region says it is busy). */
import { ScreenSection, Skeleton } from '@lobby/ui';
import { useSettingsTranslation } from '../i18n.ts';

/** Props of {@link SectionsSkeleton}. */
export interface SectionsSkeletonProps {
  /** Rows under each heading, one number per group. */
  readonly groups: readonly number[];
  /** A row's height: a form field's or a list row's. */
  readonly rowHeight: string;
}

/** Groups of a heading and rows, the shape of the screen about to show. */
export function SectionsSkeleton({ groups, rowHeight }: SectionsSkeletonProps) {
  const { t } = useSettingsTranslation();
  return (
    <ScreenSection aria-busy="true" aria-label={t('common.loading')}>
      {groups.flatMap((rows, group) => [
        <Skeleton key={`h${group}`} height="20px" width="40%" />,
        ...Array.from({ length: rows }, (_, row) => (
          <Skeleton key={`${group}.${row}`} height={rowHeight} />
        )),
      ])}
    </ScreenSection>
  );
}

/** Forms in outline while the profile loads. */
export function FormsSkeleton() {
  return <SectionsSkeleton groups={[2, 2]} rowHeight="48px" />;
}
