/**
 * The reality check over every screen (issue 17): the settings feature's dialog, mounted by the
 * layout for a signed-in member. Its chunk (the settings feature) loads only once a member is
 * signed in, so a guest's first screen carries none of it. On safer play, where View history
 * leads, the check waits (still due) and shows again when the member leaves; Log out ends in
 * the site's clear-info path, as the menu's logout does.
 */
import { useSessionSnapshot } from '@lobby/api-client/react';
import { CLEAR_INFO_PATH, getHref } from '@lobby/domain/routes';
import { lazy } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { withChunkTimeout } from '../router/lazy-chunk.ts';
import { OptionalChunk } from '../router/optional-chunk.tsx';
import { useSite } from '../site-context.tsx';
import { useSiteClosed } from './use-site-data.ts';

const RealityCheckDialog = lazy(async () => {
  const { RealityCheckDialog: dialog } = await withChunkTimeout(import('@lobby/feature-settings'));
  return { default: dialog };
});

/** The reality-check dialog for the signed-in member (see the module note). */
export function RealityCheckHost() {
  const site = useSite();
  const snapshot = useSessionSnapshot(site.session);
  const closed = useSiteClosed();
  const navigate = useNavigate();
  const location = useLocation();
  const saferPlay = getHref('SETTING_SAFER_PLAY');
  // During maintenance the API answers 503 (which reloads the page), and 451 to a blocked
  // visitor: nothing is asked then.
  if (!snapshot.signedIn || closed) return null;
  return (
    <OptionalChunk>
      <RealityCheckDialog
        session={site.session}
        signedIn
        paused={location.pathname === saferPlay}
        onViewHistory={() => navigate(saferPlay)}
        onSignedOut={() => window.location.assign(CLEAR_INFO_PATH)}
      />
    </OptionalChunk>
  );
}
