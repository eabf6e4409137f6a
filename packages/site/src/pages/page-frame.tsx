/**
 * A centred notice page frame shared by the site's own pages (maintenance, restricted access,
 * load errors): an illustration disc, a title, a message and actions.
 */
import { Icon } from '@lobby/ui';
import type { IconName } from '@lobby/ui';
import type { ReactNode } from 'react';
import styled from 'styled-components';

const Wrap = styled.section`
  display: grid;
  justify-items: center;
  align-content: center;
  gap: ${({ theme }) => theme.space.md};
  min-height: 60vh;
  max-width: 520px;
  margin: 0 auto;
  padding: ${({ theme }) => theme.space.xxl} ${({ theme }) => theme.space.lg};
  text-align: center;
  h1 {
    margin: 0;
    font-family: ${({ theme }) => theme.font.family.display};
    font-size: ${({ theme }) => theme.font.size.xl};
    letter-spacing: ${({ theme }) => theme.font.letterSpacing.display};
  }
  p {
    margin: 0;
    color: ${({ theme }) => theme.color.textMuted};
  }
`;

const Disc = styled.div`
  display: grid;
  place-items: center;
  width: 96px;
  height: 96px;
  border-radius: 50%;
  color: ${({ theme }) => theme.color.onAccent};
  background: ${({ theme }) => `linear-gradient(${theme.gradient.accent.angle}deg, ${theme.gradient.accent.from}, ${theme.gradient.accent.to})`};
  box-shadow: ${({ theme }) => theme.shadow.glow};
`;

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  justify-content: center;
  gap: ${({ theme }) => theme.space.sm};
  margin-top: ${({ theme }) => theme.space.sm};
`;

/** Props of {@link PageFrame}. */
interface PageFrameProps {
  readonly icon: IconName;
  readonly title: ReactNode;
  readonly children?: ReactNode;
  readonly actions?: ReactNode;
}

/** The notice page frame. */
export function PageFrame({ icon, title, children, actions }: PageFrameProps) {
  return (
    <Wrap>
      <Disc aria-hidden="true">
        <Icon name={icon} size={44} />
      </Disc>
      <h1>{title}</h1>
      {children}
      {actions ? <Actions>{actions}</Actions> : null}
    </Wrap>
  );
}
