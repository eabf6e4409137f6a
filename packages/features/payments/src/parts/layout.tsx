/**
 * What the payments screens add to the shared screen frame of `@lobby/ui` (`ScreenPage` and
 * friends): two columns on a desktop, the page title, form stacks and notices.
 */
import { up } from '@lobby/ui';
import styled from 'styled-components';

/** Two columns from a desktop width (the form, then the records), one on a phone. */
export const Columns = styled.div`
  display: grid;
  grid-template-columns: minmax(0, 1fr);
  gap: ${({ theme }) => theme.space.lg};
  align-items: start;
  ${({ theme }) => up(theme, 'lg')} {
    grid-template-columns: minmax(0, 3fr) minmax(0, 2fr);
  }
`;

/** The screen's title. */
export const Title = styled.h1`
  margin: 0;
  font-family: ${({ theme }) => theme.font.family.display};
  font-size: ${({ theme }) => theme.font.size.xl};
  letter-spacing: ${({ theme }) => theme.font.letterSpacing.display};
`;

/** A vertical stack of form controls. */
export const Stack = styled.form`
  display: grid;
  grid-template-columns: minmax(0, 1fr);
  gap: ${({ theme }) => theme.space.md};
  min-width: 0;
`;

/** A notice in a tone (turnover owed, limits reached). */
export const Notice = styled.div<{ $tone?: 'info' | 'warning' | 'danger' }>`
  display: flex;
  gap: ${({ theme }) => theme.space.sm};
  align-items: flex-start;
  padding: ${({ theme }) => theme.space.md};
  border-radius: ${({ theme }) => theme.radius.md};
  border: ${({ theme }) => theme.borderWidth.hairline} solid
    ${({ theme, $tone = 'info' }) => theme.color[$tone]};
  background: ${({ theme }) => theme.color.bgSunken};
  color: ${({ theme }) => theme.color.text};
  font-size: ${({ theme }) => theme.font.size.sm};
  svg {
    flex: none;
    color: ${({ theme, $tone = 'info' }) => theme.color[$tone]};
  }
`;
