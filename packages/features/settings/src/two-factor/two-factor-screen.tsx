/**
 * Two-step verification (Lobby's own SETTING_TWO_FACTOR `/setting/two_factor`, beyond the
 * spec): turn an authenticator app on (scan the QR code or type the key, confirm with a code),
 * keep the ten recovery codes shown once (copy or download), make new ones, or turn it off with
 * a code. Making new codes asks for step-up: the site's step-up dialog handles it. The API
 * enforces every rule; guests are invited to sign in.
 */
import { errorMessage, lobbyErrorOf } from '@lobby/api-client';
import {
  useRecoveryCodesMutation,
  useTotpConfirmMutation,
  useTotpDisableMutation,
  useTotpEnrolMutation,
  useTotpStatusQuery,
} from '@lobby/api-client/two-factor';
import { tokenVars } from '@lobby/tokens';
import {
  Badge,
  Button,
  Hint,
  LoadError,
  ScreenPage,
  ScreenSection,
  SectionTitle,
  TextField,
  useToast,
} from '@lobby/ui';
import { QrCode } from '@lobby/ui/qr-code';
import { useId, useState } from 'react';
import styled from 'styled-components';
import { useSettingsTranslation } from '../i18n.ts';
import { SectionsSkeleton } from '../parts/forms-skeleton.tsx';
import { SettingsFormSection } from '../parts/form-layout.tsx';
import { MemberPage } from '../parts/member-page.tsx';
import type { SettingsScreenBaseProps } from '../types.ts';

/** Props of {@link TwoFactorScreen}. */
export type TwoFactorScreenProps = SettingsScreenBaseProps;

const Codes = styled.ol`
  display: grid;
  grid-template-columns: repeat(2, minmax(0, 1fr));
  gap: ${tokenVars.space.xs};
  margin: 0;
  padding: ${tokenVars.space.md};
  list-style: none;
  font-family: monospace;
  background: ${tokenVars.color.bgSunken};
  border-radius: ${tokenVars.radius.md};
`;

const Key = styled.code`
  word-break: break-all;
  font-size: ${tokenVars.font.size.sm};
`;

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${tokenVars.space.sm};
`;

/** The two-step verification screen (see the module note). */
export function TwoFactorScreen({ session, onRequireSignIn, onBack }: TwoFactorScreenProps) {
  const { t } = useSettingsTranslation();
  return (
    <MemberPage
      title={t('twoFactor.title')}
      session={session}
      onRequireSignIn={onRequireSignIn}
      onBack={onBack}
    >
      <ScreenPage>
        <Hint>{t('twoFactor.intro')}</Hint>
        <MemberTwoFactor />
      </ScreenPage>
    </MemberPage>
  );
}

function MemberTwoFactor() {
  const { t } = useSettingsTranslation();
  const status = useTotpStatusQuery({ $options: { handleErrors: true } });
  // Shown once, right after confirming or making new ones; gone when the member leaves.
  const [fresh, setFresh] = useState<string[] | undefined>(undefined);
  if (status.isError)
    return (
      <LoadError
        message={errorMessage(status.error, t('messages:FAILED_TO_GET_DATA'))}
        retryLabel={t('common.retry')}
        busy={status.isFetching}
        onRetry={() => void status.refetch()}
      />
    );
  if (!status.data) return <SectionsSkeleton groups={[2]} rowHeight="56px" />;
  const state = status.data;
  if (fresh) return <RecoveryCodes codes={fresh} onDone={() => setFresh(undefined)} />;
  if (!state.enabled && !state.available) return <Hint>{t('twoFactor.unavailable')}</Hint>;
  if (!state.enabled)
    return (
      <>
        {state.must_enrol ? <Hint>{t('twoFactor.required')}</Hint> : null}
        <Enrolment onConfirmed={setFresh} />
      </>
    );
  return <Enabled left={state.recovery_codes_left} onNewCodes={setFresh} />;
}

/** Start, scan or type the key, confirm with a code. */
function Enrolment({ onConfirmed }: { onConfirmed: (codes: string[]) => void }) {
  const { t } = useSettingsTranslation();
  const toast = useToast();
  const [start, started] = useTotpEnrolMutation();
  const [confirm, confirming] = useTotpConfirmMutation();
  const [code, setCode] = useState('');
  const [error, setError] = useState<string | undefined>(undefined);
  const titleId = useId();
  const pending = started.data;
  if (!pending)
    return (
      <ScreenSection aria-labelledby={titleId}>
        <SectionTitle id={titleId}>{t('twoFactor.setUpTitle')}</SectionTitle>
        <p>{t('twoFactor.setUpLead')}</p>
        <Button
          loading={started.isLoading}
          onClick={() =>
            void start({ $options: { handleErrors: true } })
              .unwrap()
              .catch((rejection: unknown) =>
                toast.error(lobbyErrorOf(rejection)?.message ?? t('twoFactor.failed')),
              )
          }
        >
          {t('twoFactor.setUp')}
        </Button>
      </ScreenSection>
    );
  const submit = async () => {
    if (!/^\d{6}$/.test(code)) {
      setError(t('twoFactor.codeFormat'));
      return;
    }
    try {
      const answer = await confirm({ code, $options: { handleErrors: true } }).unwrap();
      toast.success(t('twoFactor.enabled'));
      onConfirmed(answer.recovery_codes);
    } catch (rejection) {
      setError(lobbyErrorOf(rejection)?.message ?? t('twoFactor.failed'));
    }
  };
  return (
    <SettingsFormSection title={t('twoFactor.scanTitle')} onSubmit={() => void submit()}>
      <p>{t('twoFactor.scanLead')}</p>
      <QrCode value={pending.otpauth_uri} label={t('twoFactor.qrLabel')} />
      <p>
        {t('twoFactor.manualKey')} <Key>{pending.secret}</Key>
      </p>
      <CodeField
        value={code}
        error={error}
        onChange={(value) => {
          setCode(value);
          setError(undefined);
        }}
      />
      <Button type="submit" loading={confirming.isLoading}>
        {t('twoFactor.confirm')}
      </Button>
    </SettingsFormSection>
  );
}

/** Saves the codes as a text file, through a link the browser downloads. */
function download(text: string): void {
  const link = document.createElement('a');
  link.href = `data:text/plain;charset=utf-8,${encodeURIComponent(text)}`;
  link.download = 'recovery-codes.txt';
  link.click();
}

/** The recovery codes, shown once, to copy or download. */
export function RecoveryCodes({ codes, onDone }: { codes: string[]; onDone: () => void }) {
  const { t } = useSettingsTranslation();
  const toast = useToast();
  const titleId = useId();
  const text = `${codes.join('\n')}\n`;
  const copy = () =>
    void navigator.clipboard
      ?.writeText(text)
      .then(() => toast.success(t('twoFactor.copied')))
      .catch(() => toast.error(t('twoFactor.copyFailed')));
  return (
    <ScreenSection aria-labelledby={titleId}>
      <SectionTitle id={titleId}>{t('twoFactor.codesTitle')}</SectionTitle>
      <Hint>{t('twoFactor.codesLead')}</Hint>
      <Codes aria-label={t('twoFactor.codesTitle')}>
        {codes.map((code) => (
          <li key={code}>{code}</li>
        ))}
      </Codes>
      <Actions>
        <Button variant="secondary" onClick={copy}>
          {t('twoFactor.copy')}
        </Button>
        <Button variant="secondary" onClick={() => download(text)}>
          {t('twoFactor.download')}
        </Button>
        <Button onClick={onDone}>{t('twoFactor.done')}</Button>
      </Actions>
    </ScreenSection>
  );
}

/** On: codes left, new codes, turn off. */
function Enabled({ left, onNewCodes }: { left: number; onNewCodes: (codes: string[]) => void }) {
  const { t } = useSettingsTranslation();
  const toast = useToast();
  const [regenerate, regenerating] = useRecoveryCodesMutation();
  const [disable, disabling] = useTotpDisableMutation();
  const [code, setCode] = useState('');
  const [error, setError] = useState<string | undefined>(undefined);
  const titleId = useId();
  const turnOff = async () => {
    if (!/^\d{6}$/.test(code)) {
      setError(t('twoFactor.codeFormat'));
      return;
    }
    try {
      await disable({ code, $options: { handleErrors: true } }).unwrap();
      toast.success(t('twoFactor.disabled'));
      setCode('');
    } catch (rejection) {
      setError(lobbyErrorOf(rejection)?.message ?? t('twoFactor.failed'));
    }
  };
  return (
    <>
      <ScreenSection aria-labelledby={titleId}>
        <SectionTitle id={titleId}>
          {t('twoFactor.onTitle')} <Badge tone="win">{t('state.set')}</Badge>
        </SectionTitle>
        <p>{t('twoFactor.codesLeft', { count: left })}</p>
        <Button
          variant="secondary"
          loading={regenerating.isLoading}
          onClick={() =>
            // A STEP_UP_REQUIRED answer opens the site's step-up dialog, then comes back here.
            void regenerate(undefined)
              .unwrap()
              .then((answer) => onNewCodes(answer.recovery_codes))
              .catch(() => undefined)
          }
        >
          {t('twoFactor.newCodes')}
        </Button>
      </ScreenSection>
      <SettingsFormSection title={t('twoFactor.offTitle')} onSubmit={() => void turnOff()}>
        <p>{t('twoFactor.offLead')}</p>
        <CodeField
          value={code}
          error={error}
          onChange={(value) => {
            setCode(value);
            setError(undefined);
          }}
        />
        <Button type="submit" variant="danger" loading={disabling.isLoading}>
          {t('twoFactor.turnOff')}
        </Button>
      </SettingsFormSection>
    </>
  );
}

/** The six-digit field for a code from the authenticator app, with its error if any. */
function CodeField(props: {
  value: string;
  error: string | undefined;
  onChange: (value: string) => void;
}) {
  const { t } = useSettingsTranslation();
  return (
    <TextField
      label={t('twoFactor.code')}
      value={props.value}
      onChange={props.onChange}
      autoComplete="one-time-code"
      inputMode="numeric"
      maxLength={6}
      status={props.error ? 'invalid' : undefined}
      message={props.error}
      required
    />
  );
}
