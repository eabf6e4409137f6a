/** The home page's titled blocks: a section and its heading row. */
import { tokenVars } from '@lobby/tokens';
import { Icon } from '@lobby/ui';
import type { ReactNode } from 'react';
import styled from 'styled-components';

/** A titled block of the home page. */
export const Section = styled.section`
  display: grid;
  gap: ${tokenVars.space.md};
`;

/** A section heading row: title and an optional trailing element. */
export function SectionHead({
  id,
  icon,
  children,
  trailing,
  loud,
}: {
  id: string;
  icon?: Parameters<typeof Icon>[0]['name'];
  children: ReactNode;
  trailing?: ReactNode;
  loud?: boolean;
}) {
  return (
    <Head $loud={Boolean(loud)}>
      <h2 id={id}>
        {icon ? <Icon name={icon} size={loud ? 26 : 20} /> : null}
        {children}
      </h2>
      {trailing}
    </Head>
  );
}

const Head = styled.div<{ $loud: boolean }>`
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: ${tokenVars.space.sm};
  h2 {
    display: flex;
    align-items: center;
    gap: ${tokenVars.space.xs};
    margin: 0;
    font-family: ${tokenVars.font.family.display};
    font-size: ${({ $loud }) => ($loud ? tokenVars.font.size.xl : tokenVars.font.size.lg)};
    letter-spacing: ${tokenVars.font.letterSpacing.display};
    text-transform: ${({ $loud }) => ($loud ? 'uppercase' : 'none')};
  }
  h2 svg {
    color: ${tokenVars.color.accentText};
  }
`;
