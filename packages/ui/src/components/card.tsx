import { tokenVars } from '@lobby/tokens';
import type { HTMLAttributes, ReactNode } from 'react';
import styled from 'styled-components';

const Box = styled.section<{ $padding: 'none' | 'md' | 'lg'; $elevated: boolean }>`
  position: relative;
  background: ${tokenVars.color.bgSurface};
  background-image: ${tokenVars.gradient.surface};
  border: ${tokenVars.borderWidth.hairline} solid ${tokenVars.color.border};
  border-radius: ${tokenVars.radius.lg};
  box-shadow: ${({ theme, $elevated }) => ($elevated ? theme.shadow.md : theme.shadow.none)};
  padding: ${({ theme, $padding }) => ($padding === 'none' ? '0' : $padding === 'md' ? theme.space.md : theme.space.lg)};
  color: ${tokenVars.color.text};
  overflow: hidden;
`;

const Head = styled.div`
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: ${tokenVars.space.sm};
  margin-bottom: ${tokenVars.space.md};
`;

const Title = styled.h2`
  margin: 0;
  font-family: ${tokenVars.font.family.display};
  font-size: ${tokenVars.font.size.md};
  font-weight: ${tokenVars.font.weight.bold};
  letter-spacing: ${tokenVars.font.letterSpacing.display};
`;

/** Props of {@link Card}. */
export interface CardProps extends Omit<HTMLAttributes<HTMLElement>, 'title'> {
  /** A heading for the card's title row; no title row when absent. */
  title?: ReactNode;
  /** Something at the end of the title row (a "More" link). */
  action?: ReactNode;
  /** Inner spacing: `none` for edge-to-edge content such as lists (default `lg`). */
  padding?: 'none' | 'md' | 'lg';
  /** Adds the raised shadow, for a card that floats over the page. */
  elevated?: boolean;
  /** The card's content. */
  children?: ReactNode;
}

/** A surface grouping related content (a wallet summary, a promotion, a form section). */
export function Card({
  title,
  action,
  padding = 'lg',
  elevated = false,
  children,
  ...rest
}: CardProps) {
  return (
    <Box $padding={padding} $elevated={elevated} {...rest}>
      {title || action ? (
        <Head>
          {title ? <Title>{title}</Title> : <span />}
          {action}
        </Head>
      ) : null}
      {children}
    </Box>
  );
}
