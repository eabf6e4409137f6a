/** The start-up splash shown while the first navigation boots (wordmark and a spinner). */
import { tokenVars } from '@lobby/tokens';
import { Spinner } from '@lobby/ui';
import styled from 'styled-components';
import { useSite } from '../site-context.tsx';

const Wrap = styled.div`
  display: grid;
  place-items: center;
  align-content: center;
  gap: ${tokenVars.space.lg};
  min-height: 100vh;
  color: ${tokenVars.color.accentText};
  font-family: ${tokenVars.font.family.display};
  font-size: ${tokenVars.font.size.xxl};
  font-weight: ${tokenVars.font.weight.heavy};
  letter-spacing: ${tokenVars.font.letterSpacing.display};
  text-transform: ${tokenVars.font.controlCase};
`;

/** The splash. */
export function Splash() {
  const site = useSite();
  return (
    <Wrap role="status" aria-live="polite">
      <span>{site.theme.brand.logo.wordmark}</span>
      <Spinner label={site.i18n.t('site:progress.starting')} />
    </Wrap>
  );
}
