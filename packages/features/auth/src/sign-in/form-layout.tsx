/** Layout pieces the auth forms share. */
import styled from 'styled-components';

/** A vertical stack of fields and buttons. */
export const FormStack = styled.form`
  display: grid;
  gap: ${({ theme }) => theme.space.md};
`;

/** A row that pushes its content to the end (the "forgot password" link). */
export const Row = styled.div`
  display: flex;
  justify-content: flex-end;
  align-items: center;
  gap: ${({ theme }) => theme.space.sm};
  margin-top: -${({ theme }) => theme.space.xs};
`;

/** Two fields side by side (area code and number). */
export const Pair = styled.div`
  display: grid;
  grid-template-columns: minmax(96px, 0.42fr) 1fr;
  gap: ${({ theme }) => theme.space.sm};
  align-items: start;
`;

/** A short explanation above a form. */
export const Lead = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.color.textMuted};
  font-size: ${({ theme }) => theme.font.size.sm};
`;
