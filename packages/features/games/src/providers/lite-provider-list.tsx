/**
 * LITE's provider list: one plain list of rows (artwork, name, state, a member's balance and a
 * chevron), in a narrow column under a title with a text link to all games.
 */
import { tokenVars } from '@lobby/tokens';
import { Icon, Skeleton, focusRing } from '@lobby/ui';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { ProviderLink, ProviderListScreen } from './provider-parts.tsx';
import type { ProviderListProps } from './provider-parts.tsx';

const Rows = styled.ul`
  margin: 0;
  padding: 0;
  list-style: none;
  border-top: ${tokenVars.borderWidth.hairline} solid ${tokenVars.color.border};
`;

const LiteRow = styled(ProviderLink)`
  display: grid;
  grid-template-columns: 48px minmax(0, 1fr) auto;
  align-items: center;
  gap: ${tokenVars.space.md};
  min-height: 64px;
  padding: ${tokenVars.space.sm} ${tokenVars.space.xs};
  border-bottom: ${tokenVars.borderWidth.hairline} solid ${tokenVars.color.border};
  color: ${tokenVars.color.text};
  text-decoration: none;
  &:is(a):hover {
    background: ${tokenVars.color.bgHover};
  }
  .art {
    width: 48px;
    height: 48px;
    border-radius: ${tokenVars.radius.md};
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
    color: ${tokenVars.color.textMuted};
    font-size: ${tokenVars.font.size.xs};
  }
  &[data-unavailable='true'] .meta {
    color: ${tokenVars.color.text};
    font-weight: ${tokenVars.font.weight.bold};
  }
  .end {
    display: flex;
    align-items: center;
    gap: ${tokenVars.space.xs};
    font-size: ${tokenVars.font.size.sm};
    color: ${tokenVars.color.textMuted};
  }
  ${focusRing}
`;

const LiteHead = styled.header`
  display: flex;
  flex-wrap: wrap;
  align-items: baseline;
  justify-content: space-between;
  gap: ${tokenVars.space.sm};
  a {
    color: ${tokenVars.color.accentText};
    font-weight: ${tokenVars.font.weight.medium};
  }
  a:focus-visible {
    outline: ${tokenVars.borderWidth.focus} solid ${tokenVars.color.focusRing};
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
