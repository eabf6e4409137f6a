/** The start-up splash shown while the first navigation boots (wordmark and a spinner). */
import { Spinner } from '@lobby/ui';
import styled from 'styled-components';
import { useSite } from '../site-context.tsx';

const Wrap = styled.div`
  display: grid;
  place-items: center;
  align-content: center;
  gap: ${({ theme }) => theme.space.lg};
  min-height: 100vh;
  color: ${({ theme }) => theme.color.accentText};
  font-family: ${({ theme }) => theme.font.family.display};
  font-size: ${({ theme }) => theme.font.size.xxl};
  font-weight: ${({ theme }) => theme.font.weight.heavy};
  letter-spacing: ${({ theme }) => theme.font.letterSpacing.display};
  text-transform: ${({ theme }) => theme.font.controlCase};
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
