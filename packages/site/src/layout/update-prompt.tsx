/**
 * The bar a running site shows when a new deployment's service worker is waiting: "Reload"
 * lets it take over and reloads the page once it has, "Later" hides the bar until the next
 * visit. Loaded on demand (`app-layout.tsx`): only a page that sees a new deployment fetches it.
 */
import { tokenVars } from '@lobby/tokens';
import { Button } from '@lobby/ui';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { applyUpdate } from '../platform/service-worker-client.ts';
import { setUpdateReady } from '../store/site-slice.ts';
import { useSiteDispatch, useSiteSelector } from '../store/store.ts';

const Bar = styled.section`
  position: fixed;
  left: ${tokenVars.space.md};
  right: ${tokenVars.space.md};
  bottom: calc(${tokenVars.space.md} + env(safe-area-inset-bottom));
  z-index: ${tokenVars.zIndex.toast};
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: ${tokenVars.space.sm};
  max-width: 560px;
  margin: 0 auto;
  padding: ${tokenVars.space.md};
  border: ${tokenVars.borderWidth.hairline} solid ${tokenVars.color.borderStrong};
  border-radius: ${tokenVars.radius.md};
  background: ${tokenVars.color.bgRaised};
  color: ${tokenVars.color.text};
  box-shadow: ${tokenVars.shadow.md};
`;

const Message = styled.p`
  margin: 0;
  flex: 1 1 12rem;
`;

const Actions = styled.div`
  display: flex;
  gap: ${tokenVars.space.sm};
`;

/** Props of {@link UpdatePrompt}. */
export interface UpdatePromptProps {
  /** The member chose Reload. */
  readonly onReload: () => void;
  /** The member chose Later. */
  readonly onDismiss: () => void;
}

/** The "update available" bar: a polite announcement, Reload and Later. */
export function UpdatePrompt({ onReload, onDismiss }: UpdatePromptProps) {
  const { t } = useTranslation('site');
  const id = useId();
  return (
    <Bar aria-labelledby={id}>
      <Message id={id} role="status">
        {t('update.message')}
      </Message>
      <Actions>
        <Button variant="secondary" onClick={onDismiss}>
          {t('update.dismiss')}
        </Button>
        <Button onClick={onReload}>{t('update.reload')}</Button>
      </Actions>
    </Bar>
  );
}

/**
 * The prompt as the site shows it: while a new deployment's worker waits (the site slice's
 * `updateReady`), until the member reloads or puts it off.
 */
export function UpdatePromptHost() {
  const ready = useSiteSelector((state) => state.site.updateReady);
  const dispatch = useSiteDispatch();
  if (!ready) return null;
  return (
    <UpdatePrompt
      onReload={() => {
        dispatch(setUpdateReady(false));
        applyUpdate();
      }}
      onDismiss={() => dispatch(setUpdateReady(false))}
    />
  );
}
