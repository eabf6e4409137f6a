import { tokenVars } from '@lobby/tokens';
import type { MouseEvent, ReactNode } from 'react';
import styled from 'styled-components';
import { Icon } from '../icons/icon.tsx';
import { focusRing } from '../theme/theme-provider.tsx';

const Ul = styled.ul<{ $inset: boolean }>`
  margin: 0;
  padding: 0;
  list-style: none;
  background: ${tokenVars.color.bgSurface};
  ${({ $inset, theme }) =>
    $inset
      ? `border: ${theme.borderWidth.hairline} solid ${theme.color.border}; border-radius: ${theme.radius.lg}; overflow: hidden;`
      : ''}
`;

/** Props of {@link List}. */
export interface ListProps {
  /** The rows: {@link ListItem}s. */
  children: ReactNode;
  /** Draw as a rounded card (settings pages) rather than edge to edge. */
  inset?: boolean;
  /** Names the list for screen readers when the heading above does not. */
  label?: string;
}

/** A vertical list of rows (settings, records, bank cards). */
export function List({ children, inset = true, label }: ListProps) {
  return (
    <Ul $inset={inset} aria-label={label}>
      {children}
    </Ul>
  );
}

const Row = styled.div`
  display: flex;
  align-items: center;
  gap: ${tokenVars.space.md};
  width: 100%;
  min-height: 56px;
  padding: ${tokenVars.space.sm} ${tokenVars.space.lg};
  border: 0;
  background: transparent;
  color: ${tokenVars.color.text};
  text-align: start;
  text-decoration: none;
  font-size: ${tokenVars.font.size.md};
  li + li > & {
    border-top: ${tokenVars.borderWidth.hairline} solid ${tokenVars.color.border};
  }
  button&,
  a& {
    cursor: pointer;
    &:hover {
      background: ${tokenVars.color.bgHover};
    }
  }
  ${focusRing}
  &:focus-visible {
    outline-offset: -3px;
  }
`;

const Leading = styled.span`
  display: grid;
  place-items: center;
  flex: none;
  width: 36px;
  height: 36px;
  border-radius: ${tokenVars.radius.md};
  background: ${tokenVars.color.accentSoft};
  color: ${tokenVars.color.accentText};
`;

const Texts = styled.span`
  display: flex;
  flex-direction: column;
  flex: 1;
  min-width: 0;
  gap: 2px;
`;

const Title = styled.span`
  overflow: hidden;
  text-overflow: ellipsis;
  white-space: nowrap;
`;

const Description = styled.span`
  color: ${tokenVars.color.textMuted};
  font-size: ${tokenVars.font.size.xs};
`;

const Trailing = styled.span`
  display: inline-flex;
  align-items: center;
  gap: ${tokenVars.space.xs};
  color: ${tokenVars.color.textMuted};
  font-size: ${tokenVars.font.size.sm};
`;

/** Props of {@link ListItem}. */
export interface ListItemProps {
  /** The row's main text. */
  title: ReactNode;
  /** A second, muted line under the title. */
  description?: ReactNode;
  /** An icon or avatar at the start. */
  leading?: ReactNode;
  /** A value, badge or switch at the end. */
  trailing?: ReactNode;
  /** Show a chevron: the row leads somewhere. */
  chevron?: boolean;
  /** The row's action; told the click, so a link can leave a modified click to the browser. */
  onClick?: (event: MouseEvent<HTMLElement>) => void;
  /** Makes the row a link (`onClick` may still handle a plain click in the app). */
  href?: string;
}

/** One row of a {@link List}; a button or link when it does something. */
export function ListItem({
  title,
  description,
  leading,
  trailing,
  chevron,
  onClick,
  href,
}: ListItemProps) {
  const content = (
    <>
      {leading ? <Leading aria-hidden>{leading}</Leading> : null}
      <Texts>
        <Title>{title}</Title>
        {description ? <Description>{description}</Description> : null}
      </Texts>
      {trailing || chevron ? (
        <Trailing>
          {trailing}
          {chevron ? <Icon name="chevronRight" size={18} /> : null}
        </Trailing>
      ) : null}
    </>
  );
  return (
    <li>
      {href ? (
        <Row as="a" href={href} onClick={onClick}>
          {content}
        </Row>
      ) : onClick ? (
        <Row as="button" type="button" onClick={onClick}>
          {content}
        </Row>
      ) : (
        <Row>{content}</Row>
      )}
    </li>
  );
}
