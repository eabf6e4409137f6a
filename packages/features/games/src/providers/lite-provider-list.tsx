/**
 * LITE's provider list: one plain list of rows (artwork, name, state, a member's balance and a
 * chevron), in a narrow column under a title with a text link to all games.
 */
import { Icon, Skeleton, focusRing } from '@lobby/ui';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { ProviderLink, ProviderListScreen } from './provider-parts.tsx';
import type { ProviderListProps } from './provider-parts.tsx';

const Rows = styled.ul`
  margin: 0;
  padding: 0;
  list-style: none;
  border-top: ${({ theme }) => theme.borderWidth.hairline} solid
    ${({ theme }) => theme.color.border};
`;

const LiteRow = styled(ProviderLink)`
  display: grid;
  grid-template-columns: 48px minmax(0, 1fr) auto;
  align-items: center;
  gap: ${({ theme }) => theme.space.md};
  min-height: 64px;
  padding: ${({ theme }) => theme.space.sm} ${({ theme }) => theme.space.xs};
  border-bottom: ${({ theme }) => theme.borderWidth.hairline} solid
    ${({ theme }) => theme.color.border};
  color: ${({ theme }) => theme.color.text};
  text-decoration: none;
  &:is(a):hover {
    background: ${({ theme }) => theme.color.bgHover};
  }
  .art {
    width: 48px;
    height: 48px;
    border-radius: ${({ theme }) => theme.radius.md};
    overflow: hidden;
  }
  .texts {
    display: grid;
    gap: 2px;
    min-width: 0;
  }
  strong {
    overflow: hidden;
    text-overflow: ellipsis;
    white-space: nowrap;
  }
  .meta,
  .label {
    color: ${({ theme }) => theme.color.textMuted};
    font-size: ${({ theme }) => theme.font.size.xs};
  }
  &[data-unavailable='true'] .meta {
    color: ${({ theme }) => theme.color.text};
    font-weight: ${({ theme }) => theme.font.weight.bold};
  }
  .end {
    display: flex;
    align-items: center;
    gap: ${({ theme }) => theme.space.xs};
    font-size: ${({ theme }) => theme.font.size.sm};
    color: ${({ theme }) => theme.color.textMuted};
  }
  ${focusRing}
`;

const LiteHead = styled.header`
  display: flex;
  flex-wrap: wrap;
  align-items: baseline;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space.sm};
  a {
    color: ${({ theme }) => theme.color.accentText};
    font-weight: ${({ theme }) => theme.font.weight.medium};
  }
  a:focus-visible {
    outline: ${({ theme }) => theme.borderWidth.focus} solid ${({ theme }) => theme.color.focusRing};
    outline-offset: 2px;
  }
`;

/** The narrow column LITE reads in. */
const COLUMN = { maxWidth: 720 };

/** LITE's provider list. */
export function LiteProviderList(props: ProviderListProps) {
  return (
    <ProviderListScreen
      props={props}
      frameStyle={COLUMN}
      head={{ Frame: LiteHead, lead: false, link: (to, label) => <Link to={to}>{label}</Link> }}
      skeleton={<Skeleton lines={4} />}
      List={Rows}
      card={({ entry, art, balance }) => (
        <LiteRow entry={entry}>
          {art()}
          <span className="texts">
            <strong>{entry.channel.name}</strong>
            <span className="meta">{entry.meta}</span>
          </span>
          <span className="end">
            {balance()}
            {entry.available ? <Icon name="chevronRight" size={18} /> : null}
          </span>
        </LiteRow>
      )}
    />
  );
}
