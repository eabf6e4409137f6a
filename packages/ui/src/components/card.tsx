import type { HTMLAttributes, ReactNode } from 'react';
import styled from 'styled-components';

const Box = styled.section<{ $padding: 'none' | 'md' | 'lg'; $elevated: boolean }>`
  position: relative;
  background: ${({ theme }) => theme.color.bgSurface};
  background-image: linear-gradient(
    ${({ theme }) => `${theme.gradient.surface.angle}deg, ${theme.gradient.surface.from}, ${theme.gradient.surface.to}`}
  );
  border: ${({ theme }) => theme.borderWidth.hairline} solid ${({ theme }) => theme.color.border};
  border-radius: ${({ theme }) => theme.radius.lg};
  box-shadow: ${({ theme, $elevated }) => ($elevated ? theme.shadow.md : theme.shadow.none)};
  padding: ${({ theme, $padding }) => ($padding === 'none' ? '0' : $padding === 'md' ? theme.space.md : theme.space.lg)};
  color: ${({ theme }) => theme.color.text};
  overflow: hidden;
`;

const Head = styled.div`
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space.sm};
  margin-bottom: ${({ theme }) => theme.space.md};
`;

const Title = styled.h2`
  margin: 0;
  font-family: ${({ theme }) => theme.font.family.display};
  font-size: ${({ theme }) => theme.font.size.md};
  font-weight: ${({ theme }) => theme.font.weight.bold};
  letter-spacing: ${({ theme }) => theme.font.letterSpacing.display};
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
