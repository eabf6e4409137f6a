/**
 * The announcement bar: the notices of the page's position shown as a labelled region under
 * the header. It never moves (no marquee): every notice is laid out as a line of its own, so
 * there is nothing to pause and nothing for reduced motion to stop, and a screen reader reads it
 * as ordinary text. Each notice can be dismissed.
 */
import type { Notice } from '@lobby/contract/notices';
import { tokenVars } from '@lobby/tokens';
import { IconButton } from '@lobby/ui';
import { OperatorHtml } from '@lobby/ui/operator-html';
import styled from 'styled-components';

const Region = styled.section`
  display: grid;
  gap: ${tokenVars.space.xs};
  padding: ${tokenVars.space.sm} ${tokenVars.space.lg};
  background: ${tokenVars.color.accentSoft};
  color: ${tokenVars.color.text};
  font-size: ${tokenVars.font.size.sm};
`;

const List = styled.ul`
  display: grid;
  gap: ${tokenVars.space.xs};
  margin: 0;
  padding: 0;
  list-style: none;
`;

const Item = styled.li`
  display: flex;
  align-items: center;
  gap: ${tokenVars.space.sm};
`;

const Text = styled.div`
  flex: 1;
  min-width: 0;
  overflow-wrap: anywhere;
  & p {
    display: inline;
    margin: 0;
  }
`;

/** Props of {@link AnnouncementBar}. */
interface AnnouncementBarProps {
  /** The bar's notices, in order; nothing renders when empty. */
  readonly notices: readonly Notice[];
  /** The region's accessible name ("Announcements"). */
  readonly label: string;
  /** The dismiss button's accessible name for a notice. */
  dismissLabel(notice: Notice): string;
  onDismiss(notice: Notice): void;
}

/** The bar of announcements (see the module note). */
export function AnnouncementBar({ notices, label, dismissLabel, onDismiss }: AnnouncementBarProps) {
  if (notices.length === 0) return null;
  return (
    <Region aria-label={label}>
      <List>
        {notices.map((notice) => (
          <Item key={notice.id}>
            <Text>
              <strong>{notice.title}</strong>{' '}
              {notice.format === 'html' ? <OperatorHtml html={notice.body} /> : notice.body}
            </Text>
            <IconButton
              icon="close"
              size="sm"
              label={dismissLabel(notice)}
              onClick={() => onDismiss(notice)}
            />
          </Item>
        ))}
      </List>
    </Region>
  );
}
