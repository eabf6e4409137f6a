import { tokenVars } from '@lobby/tokens';
import type { ReactNode } from 'react';
import styled from 'styled-components';

const Box = styled.div`
  display: flex;
  flex-direction: column;
  align-items: center;
  gap: ${tokenVars.space.sm};
  padding: ${tokenVars.space.xxxl} ${tokenVars.space.lg};
  text-align: center;
  color: ${tokenVars.color.textMuted};
`;

const Art = styled.svg`
  width: 120px;
  height: 96px;
  margin-bottom: ${tokenVars.space.sm};
  color: ${tokenVars.color.accentText};
`;

const Title = styled.p`
  margin: 0;
  color: ${tokenVars.color.text};
  font-size: ${tokenVars.font.size.md};
  font-weight: ${tokenVars.font.weight.bold};
`;

const Description = styled.p`
  margin: 0;
  max-width: 280px;
  font-size: ${tokenVars.font.size.sm};
`;

/** An empty tray drawn in the theme's accent. */
function EmptyTray() {
  return (
    <Art viewBox="0 0 120 96" fill="none" aria-hidden>
      <ellipse cx="60" cy="86" rx="44" ry="6" fill="currentColor" opacity="0.12" />
      <path
        d="M20 52l12-28h56l12 28v26a4 4 0 0 1-4 4H24a4 4 0 0 1-4-4z"
        fill="currentColor"
        opacity="0.1"
      />
      <path
        d="M20 52l12-28h56l12 28M20 52v26a4 4 0 0 0 4 4h72a4 4 0 0 0 4-4V52M20 52h24l4 8h24l4-8h24"
        stroke="currentColor"
        strokeWidth="2.5"
        strokeLinejoin="round"
      />
      <path
        d="M60 6v10M40 12l5 7M80 12l-5 7"
        stroke="currentColor"
        strokeWidth="2.5"
        strokeLinecap="round"
        opacity="0.6"
      />
    </Art>
  );
}

/** Props of {@link NoRecord}. */
export interface NoRecordProps {
  /** The headline (e.g. "No record"). */
  title?: ReactNode;
  /** A line under it saying why, or what to do. */
  description?: ReactNode;
  /** A way forward (e.g. "Deposit now"). */
  action?: ReactNode;
}

/** Shown when a list has nothing in it at all (no records, no messages). */
export function NoRecord({ title = 'No record', description, action }: NoRecordProps) {
  return (
    <Box role="status">
      <EmptyTray />
      <Title>{title}</Title>
      {description ? <Description>{description}</Description> : null}
      {action}
    </Box>
  );
}

const End = styled.p`
  display: flex;
  align-items: center;
  gap: ${tokenVars.space.md};
  margin: 0;
  padding: ${tokenVars.space.lg};
  color: ${tokenVars.color.textMuted};
  font-size: ${tokenVars.font.size.xs};
  &::before,
  &::after {
    content: '';
    flex: 1;
    height: 1px;
    background: ${tokenVars.color.border};
  }
`;

/** Shown under a list that has loaded its last page. */
export function NoMoreData({
  children = 'No more data',
}: {
  /** The line shown (default "No more data"). */
  children?: ReactNode;
}) {
  return <End role="status">{children}</End>;
}
