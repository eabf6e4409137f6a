/**
 * What the payments screens add to the shared screen frame of `@lobby/ui` (`ScreenPage` and
 * friends): two columns on a desktop, the page title, form stacks and notices.
 */
import { tokenVars } from '@lobby/tokens';
import { up } from '@lobby/ui';
import styled from 'styled-components';

/** Two columns from a desktop width (the form, then the records), one on a phone. */
export const Columns = styled.div`
  display: grid;
  grid-template-columns: minmax(0, 1fr);
  gap: ${tokenVars.space.lg};
  align-items: start;
  ${({ theme }) => up(theme, 'lg')} {
    grid-template-columns: minmax(0, 3fr) minmax(0, 2fr);
  }
`;

/** The screen's title. */
export const Title = styled.h1`
  margin: 0;
  font-family: ${tokenVars.font.family.display};
  font-size: ${tokenVars.font.size.xl};
  letter-spacing: ${tokenVars.font.letterSpacing.display};
`;

/** A vertical stack of form controls. */
export const Stack = styled.form`
  display: grid;
  grid-template-columns: minmax(0, 1fr);
  gap: ${tokenVars.space.md};
  min-width: 0;
`;

/** A notice in a tone (turnover owed, limits reached). */
export const Notice = styled.div<{ $tone?: 'info' | 'warning' | 'danger' }>`
  display: flex;
  gap: ${tokenVars.space.sm};
  align-items: flex-start;
  padding: ${tokenVars.space.md};
  border-radius: ${tokenVars.radius.md};
  border: ${tokenVars.borderWidth.hairline} solid
    ${({ theme, $tone = 'info' }) => theme.color[$tone]};
  background: ${tokenVars.color.bgSunken};
  color: ${tokenVars.color.text};
  font-size: ${tokenVars.font.size.sm};
  svg {
    flex: none;
    color: ${({ theme, $tone = 'info' }) => theme.color[$tone]};
  }
`;
