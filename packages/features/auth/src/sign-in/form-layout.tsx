/** Layout pieces the auth forms share. */
import { tokenVars } from '@lobby/tokens';
import styled from 'styled-components';

/** A vertical stack of fields and buttons. */
export const FormStack = styled.form`
  display: grid;
  gap: ${tokenVars.space.md};
`;

/** A row that pushes its content to the end (the "forgot password" link). */
export const Row = styled.div`
  display: flex;
  justify-content: flex-end;
  align-items: center;
  gap: ${tokenVars.space.sm};
  margin-top: calc(-1 * ${tokenVars.space.xs});
`;

/** Two fields side by side (area code and number). */
export const Pair = styled.div`
  display: grid;
  grid-template-columns: minmax(96px, 0.42fr) 1fr;
  gap: ${tokenVars.space.sm};
  align-items: start;
`;

/** A short explanation above a form. */
export const Lead = styled.p`
  margin: 0;
  color: ${tokenVars.color.textMuted};
  font-size: ${tokenVars.font.size.sm};
`;
