/**
 * The member's unread messages in the chrome: the header's bell and the side menu's Messages
 * entry show the same count, read from the one cached unread count. The balance feed keeps it
 * live (the API's `unread` events: a message sent, or read in another tab) and the messages
 * screen refreshes it when a message is read here. Imports only the messages area's hook: the
 * header is part of the first screen, whose JavaScript every visitor downloads.
 */
import { useUnreadCountQuery } from '@lobby/api-client/messages';
import { tokenVars } from '@lobby/tokens';
import styled from 'styled-components';
import { useSiteClosed } from './use-site-data.ts';

/**
 * Above this a badge shows "99+", and so does the name of the control it sits on: a name holds
 * the text shown (WCAG 2.5.3), so a member using speech input can say what they see.
 */
export const UNREAD_BADGE_MAX = 99;

/**
 * The signed-in member's unread messages (0 while unknown). A guest has none and asks nothing;
 * nor does anyone during maintenance, when the API answers 503 (which reloads the page), nor a
 * blocked visitor.
 */
export function useUnreadMessages(signedIn: boolean): number {
  const closed = useSiteClosed();
  const skip = !signedIn || closed;
  // The same argument (none) as the messages screen and the feed: one cache entry for all.
  const { data } = useUnreadCountQuery(undefined, { skip });
  return skip ? 0 : (data?.unread ?? 0);
}

/** What a badge shows for a count: the number, or "99+" above {@link UNREAD_BADGE_MAX}. */
export function unreadBadgeText(count: number): string {
  return count > UNREAD_BADGE_MAX ? `${UNREAD_BADGE_MAX}+` : String(count);
}

const Pill = styled.span`
  display: inline-grid;
  place-items: center;
  min-width: 18px;
  height: 18px;
  padding: 0 5px;
  border-radius: ${tokenVars.radius.pill};
  background: ${tokenVars.color.accent};
  color: ${tokenVars.color.onAccent};
  font-size: 0.6875rem;
  font-weight: ${tokenVars.font.weight.bold};
  font-variant-numeric: tabular-nums;
  line-height: 1;
  white-space: nowrap;
  /* Beside a label that takes the free space (a menu entry's), it keeps its own width. */
  && {
    flex: none;
  }
`;

/** Props of {@link UnreadBadge}. */
interface UnreadBadgeProps {
  readonly count: number;
  readonly className?: string;
}

/**
 * The count as a small pill, or nothing at 0. Hidden from assistive technology: the control
 * it sits on says the same text in its name ("Messages, 3 unread", "Messages, 99+ unread").
 */
export function UnreadBadge({ count, className }: UnreadBadgeProps) {
  if (count <= 0) return null;
  return (
    <Pill aria-hidden="true" className={className} data-unread={count}>
      {unreadBadgeText(count)}
    </Pill>
  );
}
