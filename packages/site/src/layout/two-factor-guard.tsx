/**
 * A brand requiring a second factor (policy `required`, beyond the spec): a signed-in member
 * who has none is led to the two-step verification screen once, from wherever they land after
 * signing in (or opening the site), and may then go elsewhere: the API refuses money-leaving
 * changes until then (409 SECOND_FACTOR_REQUIRED); this only shows the way. The status is asked
 * once a session and kept in the cache.
 */
import { useSessionSnapshot } from '@lobby/api-client/react';
import { useSite } from '../site-context.tsx';
import { OnFirstOpen, lazyPart } from './lazy-part.tsx';
import { useSiteClosed } from './use-site-data.ts';

const mustEnrol = lazyPart<{ active: boolean }>(
  async () => (await import('./must-enrol-redirect.tsx')).MustEnrolRedirect,
);

/** Leads a member the brand requires to enrol to the enrolment screen (see the module note). */
export function TwoFactorGuard() {
  const site = useSite();
  const signedIn = useSessionSnapshot(site.session).signedIn;
  const closed = useSiteClosed();
  const active = signedIn && !closed;
  return (
    <OnFirstOpen open={active}>
      <mustEnrol.Part active={active} />
    </OnFirstOpen>
  );
}
