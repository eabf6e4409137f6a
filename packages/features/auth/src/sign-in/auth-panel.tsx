/**
 * The heart of the sign-in page: Sign in and Join tabs (`?tab=register` opens Join), or the
 * QR code flow when the member arrived with `?qr=CODE` (kept in a cookie meanwhile). A finished
 * sign-in goes to the `redirect` target when it is a same-site path, else home.
 */
import { HOME_PATH, safeRedirectTarget } from '@lobby/domain/routes';
import { Tabs } from '@lobby/ui';
import { useEffect, useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { SignUpForm } from '../sign-up/sign-up-form.tsx';
import { QrPanel } from './qr-panel.tsx';
import { clearQrCookie, isQrCode, readQrCookie, writeQrCookie } from './qr-code.ts';
import { SignInForm } from './sign-in-form.tsx';
import { useAuthTranslation } from '../i18n.ts';

/** Which tab is open. */
export type AuthTab = 'login' | 'register';

/** Props of {@link AuthPanel}. */
export interface AuthPanelProps {
  /** Called after a registration succeeds (the site runs the theme config's analytics snippet). */
  readonly onRegistered?: () => void;
  /** Tells the layout which tab is open (its headline follows). */
  readonly onTabChange?: (tab: AuthTab) => void;
}

/** The sign-in / join panel. */
export function AuthPanel({ onRegistered, onTabChange }: AuthPanelProps) {
  const { t } = useAuthTranslation();
  const navigate = useNavigate();
  const [params, setParams] = useSearchParams();
  const tab: AuthTab = params.get('tab') === 'register' ? 'register' : 'login';
  const fromUrl = params.get('qr');
  const [qr, setQr] = useState<string | undefined>(() =>
    isQrCode(fromUrl)
      ? fromUrl
      : typeof document === 'undefined'
        ? undefined
        : readQrCookie(document.cookie),
  );

  useEffect(() => {
    if (isQrCode(fromUrl)) writeQrCookie(document, fromUrl);
  }, [fromUrl]);
  useEffect(() => onTabChange?.(tab), [tab, onTabChange]);

  const finish = () =>
    navigate(safeRedirectTarget(params.get('redirect') ?? HOME_PATH), { replace: true });
  const registered = () => {
    clearQrCookie(document);
    onRegistered?.();
    finish();
  };

  if (qr) {
    return (
      <QrPanel
        code={qr}
        onSignedIn={finish}
        onRegistered={registered}
        onCancel={() => {
          clearQrCookie(document);
          setQr(undefined);
        }}
      />
    );
  }
  return (
    <Tabs<AuthTab>
      label={t('tabs.label')}
      value={tab}
      onChange={(next) => {
        const nextParams = new URLSearchParams(params);
        if (next === 'register') nextParams.set('tab', 'register');
        else nextParams.delete('tab');
        setParams(nextParams, { replace: true });
      }}
      items={[
        { id: 'login', label: t('tabs.signIn'), content: <SignInForm onSignedIn={finish} /> },
        {
          id: 'register',
          label: t('tabs.register'),
          content: <SignUpForm onRegistered={registered} />,
        },
      ]}
    />
  );
}
