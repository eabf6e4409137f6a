/**
 * A centred notice page frame shared by the site's own pages (maintenance, restricted access,
 * load errors): an illustration disc, a title, a message and actions.
 */
import { tokenVars } from '@lobby/tokens';
import { Icon } from '@lobby/ui';
import type { IconName } from '@lobby/ui';
import type { ReactNode } from 'react';
import styled from 'styled-components';

const Wrap = styled.section`
  display: grid;
  justify-items: center;
  align-content: center;
  gap: ${tokenVars.space.md};
  min-height: 60vh;
  max-width: 520px;
  margin: 0 auto;
  padding: ${tokenVars.space.xxl} ${tokenVars.space.lg};
  text-align: center;
  h1 {
    margin: 0;
    font-family: ${tokenVars.font.family.display};
    font-size: ${tokenVars.font.size.xl};
    letter-spacing: ${tokenVars.font.letterSpacing.display};
  }
  p {
    margin: 0;
    color: ${tokenVars.color.textMuted};
  }
`;

const Disc = styled.div`
  display: grid;
  place-items: center;
  width: 96px;
  height: 96px;
  border-radius: 50%;
  color: ${tokenVars.color.onAccent};
  background: ${tokenVars.gradient.accent};
  box-shadow: ${tokenVars.shadow.glow};
`;

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  justify-content: center;
  gap: ${tokenVars.space.sm};
  margin-top: ${tokenVars.space.sm};
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
