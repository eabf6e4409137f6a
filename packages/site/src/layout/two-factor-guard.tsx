/**
 * A brand requiring a second factor (policy `required`, beyond the spec): a signed-in member
 * who has none is led to the two-step verification screen once, from wherever they land after
 * signing in (or opening the site), and may then go elsewhere: the API refuses money-leaving
 * changes until then (409 SECOND_FACTOR_REQUIRED); this only shows the way. The status is asked
 * once a session and kept in the cache.
 */
import { useTotpStatusQuery } from '@lobby/api-client/twoFactor';
import { useSessionSnapshot } from '@lobby/api-client/react';
import { getHref } from '@lobby/domain/routes';
import { useEffect, useRef } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { useSite } from '../site-context.tsx';
import { useSiteClosed } from './use-site-data.ts';

/** Leads a member the brand requires to enrol to the enrolment screen (see the module note). */
export function TwoFactorGuard() {
  const site = useSite();
  const signedIn = useSessionSnapshot(site.session).signedIn;
  const closed = useSiteClosed();
  if (!signedIn || closed) return null;
  return <MustEnrolRedirect />;
}

/** The redirect itself, for a signed-in member: once, when the status says they must enrol. */
export function MustEnrolRedirect() {
  const status = useTotpStatusQuery({ $options: { handleErrors: true } });
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const target = getHref('SETTING_TWO_FACTOR');
  const mustEnrol = status.data?.must_enrol === true;
  const led = useRef(false);
  useEffect(() => {
    if (!mustEnrol || led.current) return;
    led.current = true;
    if (pathname !== target) void navigate(target);
  }, [mustEnrol, pathname, target, navigate]);
  return null;
}
