import type { ReactNode } from 'react';
import styled from 'styled-components';
import { IconButton } from './button.tsx';

const Bar = styled.header<{ $sticky: boolean }>`
  ${({ $sticky, theme }) => ($sticky ? `position: sticky; top: 0; z-index: ${theme.zIndex.sticky};` : '')}
  display: grid;
  grid-template-columns: minmax(44px, 1fr) auto minmax(44px, 1fr);
  align-items: center;
  min-height: ${({ theme }) => theme.size.header};
  padding: 0 ${({ theme }) => theme.space.xs};
  background: ${({ theme }) => theme.color.bgNav};
  border-bottom: ${({ theme }) => theme.borderWidth.hairline} solid
    ${({ theme }) => theme.color.border};
  backdrop-filter: blur(12px);
`;

const Title = styled.h1`
  margin: 0;
  font-family: ${({ theme }) => theme.font.family.display};
  font-size: ${({ theme }) => theme.font.size.lg};
  font-weight: ${({ theme }) => theme.font.weight.bold};
  letter-spacing: ${({ theme }) => theme.font.letterSpacing.display};
  text-align: center;
  white-space: nowrap;
  overflow: hidden;
  text-overflow: ellipsis;
  color: ${({ theme }) => theme.color.text};
`;

const Side = styled.div<{ $end?: boolean }>`
  display: flex;
  align-items: center;
  justify-content: ${({ $end }) => ($end ? 'flex-end' : 'flex-start')};
  gap: ${({ theme }) => theme.space.xxs};
`;

/** Props of {@link PageHeader}. */
export interface PageHeaderProps {
  /** The page's title, its level-one heading. */
  title: ReactNode;
  /** Shows the back button when set; the site decides where back goes (screens pass theirs on as is). */
  onBack?: (() => void) | undefined;
  /** Accessible name of the back button (default "Back"). */
  backLabel?: string | undefined;
  /** Buttons at the end (e.g. a history or help icon). */
  actions?: ReactNode;
  /** Something at the start instead of the back button (the menu button on tab pages). */
  start?: ReactNode;
  /** Stays at the top while the page scrolls (default true). */
  sticky?: boolean;
}

/** The title bar of an inner page, with back on the start side. */
export function PageHeader({
  title,
  onBack,
  backLabel = 'Back',
  actions,
  start,
  sticky = true,
}: PageHeaderProps) {
  return (
    <Bar $sticky={sticky}>
      <Side>{onBack ? <IconButton icon="back" label={backLabel} onClick={onBack} /> : start}</Side>
      <Title>{title}</Title>
      <Side $end>{actions}</Side>
    </Bar>
  );
}
