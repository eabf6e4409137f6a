/**
 * The redirect of a brand requiring a second factor (see `two-factor-guard.tsx`), in its own
 * chunk: it loads once a member is signed in, so a guest's first screen carries none of it.
 */
import { useTotpStatusQuery } from '@lobby/api-client/two-factor';
import { getHref } from '@lobby/domain/routes';
import { useEffect, useRef } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';

/** The redirect itself, for a signed-in member: once, when the status says they must enrol. */
export function MustEnrolRedirect({ active = true }: { active?: boolean }) {
  // Kept mounted once loaded: asks nothing while no member is signed in.
  const status = useTotpStatusQuery({ $options: { handleErrors: true } }, { skip: !active });
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const target = getHref('SETTING_TWO_FACTOR');
  const mustEnrol = active && status.data?.must_enrol === true;
  const led = useRef(false);
  useEffect(() => {
    if (!active) led.current = false;
    if (!mustEnrol || led.current) return;
    led.current = true;
    if (pathname !== target) void navigate(target);
  }, [active, mustEnrol, pathname, target, navigate]);
  return null;
}
