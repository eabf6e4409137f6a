/**
 * Devices (Lobby's own SETTING_DEVICES `/setting/devices`): the member's live logins, this one
 * marked, each with its browser and OS, the approximate place when the deployment's edge names
 * one, and when it was last active in the member's language; "Sign out" for each other device
 * and "Sign out everywhere else", each after a confirmation. The API ends those logins at once
 * (their next call answers SESSION_REVOKED). Guests are invited to sign in.
 */
import type { Device } from '@lobby/contract/account-security';
import { errorMessage } from '@lobby/api-client';
import {
  useDevicesQuery,
  useSignOutDeviceMutation,
  useSignOutOthersMutation,
} from '@lobby/api-client/account-security';
import {
  Badge,
  Button,
  ConfirmDialog,
  Hint,
  List,
  ListItem,
  LoadError,
  ScreenPage,
  ScreenSection,
  useSingleFlight,
  useToast,
} from '@lobby/ui';
import { useState } from 'react';
import { useSettingsTranslation } from '../i18n.ts';
import { SectionsSkeleton } from '../parts/forms-skeleton.tsx';
import { MemberPage } from '../parts/member-page.tsx';
import type { SettingsScreenBaseProps } from '../types.ts';
import { useRelativeTime } from './relative-time.ts';

/** Props of {@link DevicesScreen}. */
export type DevicesScreenProps = SettingsScreenBaseProps;

/** The devices screen (see the module note). */
export function DevicesScreen({ session, onRequireSignIn, onBack }: DevicesScreenProps) {
  const { t } = useSettingsTranslation();
  return (
    <MemberPage
      title={t('devices.title')}
      session={session}
      onRequireSignIn={onRequireSignIn}
      onBack={onBack}
    >
      <ScreenPage>
        <Hint>{t('devices.intro')}</Hint>
        <MemberDevices />
      </ScreenPage>
    </MemberPage>
  );
}

/** "Chrome · Windows", or the unknown-browser words. */
function useDeviceName() {
  const { t } = useSettingsTranslation();
  return (device: Device) =>
    [device.browser, device.os].filter(Boolean).join(' · ') || t('devices.unknown');
}

function MemberDevices() {
  const { t } = useSettingsTranslation();
  const devices = useDevicesQuery({ $options: { handleErrors: true } });
  if (devices.isError) {
    return (
      <LoadError
        message={errorMessage(devices.error, t('messages:FAILED_TO_GET_DATA'))}
        retryLabel={t('common.retry')}
        busy={devices.isFetching}
        onRetry={() => void devices.refetch()}
      />
    );
  }
  if (!devices.data) return <SectionsSkeleton groups={[3]} rowHeight="56px" />;
  return <DeviceList devices={devices.data.list} />;
}

/** The list, then the empty note or "Sign out everywhere else". */
export function DeviceList({ devices }: { devices: readonly Device[] }) {
  const { t } = useSettingsTranslation();
  const others = devices.filter((d) => !d.current);
  return (
    <ScreenSection aria-label={t('devices.listLabel')}>
      <List label={t('devices.listLabel')}>
        {devices.map((device) => (
          <DeviceRow key={device.id} device={device} />
        ))}
      </List>
      {others.length === 0 ? <Hint>{t('devices.onlyThis')}</Hint> : <SignOutOthersButton />}
    </ScreenSection>
  );
}

function DeviceRow({ device }: { device: Device }) {
  const { t } = useSettingsTranslation();
  const name = useDeviceName();
  const relative = useRelativeTime();
  const details = [device.place, t('devices.lastSeen', { time: relative(device.last_seen_at) })]
    .filter(Boolean)
    .join(' · ');
  return (
    <ListItem
      title={name(device)}
      description={details}
      trailing={
        device.current ? (
          <Badge tone="win">{t('devices.thisDevice')}</Badge>
        ) : (
          <SignOutButton device={device} />
        )
      }
    />
  );
}

/** "Sign out" for one other device, after its confirmation. */
function SignOutButton({ device }: { device: Device }) {
  const { t } = useSettingsTranslation();
  const name = useDeviceName()(device);
  const toast = useToast();
  const once = useSingleFlight();
  const [asking, setAsking] = useState(false);
  const [signOut] = useSignOutDeviceMutation();
  const run = () =>
    once.run(async () => {
      try {
        await signOut({ id: device.id, $options: { handleErrors: true } }).unwrap();
        setAsking(false);
        toast.success(t('devices.signedOut'));
      } catch (failure) {
        toast.error(errorMessage(failure, t('messages:FAILED_TO_GET_DATA')));
      }
    });
  return (
    <>
      <Button
        size="sm"
        variant="secondary"
        aria-label={t('devices.signOutNamed', { device: name })}
        onClick={() => setAsking(true)}
      >
        {t('devices.signOut')}
      </Button>
      <ConfirmDialog
        open={asking}
        tone="danger"
        busy={once.busy}
        title={t('devices.confirmTitle')}
        message={t('devices.confirmText', { device: name })}
        confirmLabel={t('devices.confirm')}
        cancelLabel={t('devices.cancel')}
        onConfirm={() => void run()}
        onCancel={() => setAsking(false)}
      />
    </>
  );
}

/** "Sign out everywhere else", after its confirmation. */
function SignOutOthersButton() {
  const { t } = useSettingsTranslation();
  const toast = useToast();
  const once = useSingleFlight();
  const [asking, setAsking] = useState(false);
  const [signOutOthers] = useSignOutOthersMutation();
  const run = () =>
    once.run(async () => {
      try {
        await signOutOthers({ $options: { handleErrors: true } }).unwrap();
        setAsking(false);
        toast.success(t('devices.othersDone'));
      } catch (failure) {
        toast.error(errorMessage(failure, t('messages:FAILED_TO_GET_DATA')));
      }
    });
  return (
    <>
      <Button variant="danger" fullWidth onClick={() => setAsking(true)}>
        {t('devices.others')}
      </Button>
      <ConfirmDialog
        open={asking}
        tone="danger"
        busy={once.busy}
        title={t('devices.othersTitle')}
        message={t('devices.othersText')}
        confirmLabel={t('devices.confirm')}
        cancelLabel={t('devices.cancel')}
        onConfirm={() => void run()}
        onCancel={() => setAsking(false)}
      />
    </>
  );
}
