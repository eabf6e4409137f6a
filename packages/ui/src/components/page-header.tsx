import { tokenVars } from '@lobby/tokens';
import type { ReactNode } from 'react';
import styled from 'styled-components';
import { IconButton } from './button.tsx';

const Bar = styled.header<{ $sticky: boolean }>`
  ${({ $sticky, theme }) => ($sticky ? `position: sticky; top: 0; z-index: ${theme.zIndex.sticky};` : '')}
  display: grid;
  grid-template-columns: minmax(44px, 1fr) auto minmax(44px, 1fr);
  align-items: center;
  min-height: ${tokenVars.size.header};
  padding: 0 ${tokenVars.space.xs};
  background: ${tokenVars.color.bgNav};
  border-bottom: ${tokenVars.borderWidth.hairline} solid ${tokenVars.color.border};
  backdrop-filter: blur(12px);
`;

const Title = styled.h1`
  margin: 0;
  font-family: ${tokenVars.font.family.display};
  font-size: ${tokenVars.font.size.lg};
  font-weight: ${tokenVars.font.weight.bold};
  letter-spacing: ${tokenVars.font.letterSpacing.display};
  text-align: center;
  white-space: nowrap;
  overflow: hidden;
  text-overflow: ellipsis;
  color: ${tokenVars.color.text};
`;

const Side = styled.div<{ $end?: boolean }>`
  display: flex;
  align-items: center;
  justify-content: ${({ $end }) => ($end ? 'flex-end' : 'flex-start')};
  gap: ${tokenVars.space.xxs};
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
