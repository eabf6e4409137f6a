/**
 * Passkeys (Lobby's own SETTING_PASSKEYS `/setting/passkeys`): the member's passkeys with when
 * each was added and last used, adding one (named first), renaming and removing one (after a
 * confirmation). With none, what a passkey is. The browser's WebAuthn library loads only when
 * a passkey is added. Guests are invited to sign in.
 */
import { errorMessage } from '@lobby/api-client';
import {
  useAddPasskeyMutation,
  usePasskeysListQuery,
  usePasskeyRegistrationOptionsMutation,
  useRemovePasskeyMutation,
  useRenamePasskeyMutation,
} from '@lobby/api-client/passkeys';
import type { Passkey } from '@lobby/contract/passkeys';
import {
  browserSupportsPasskeys,
  createPasskey,
  isPasskeyCancel,
} from '@lobby/api-client/passkeys';
import {
  Badge,
  Button,
  ConfirmDialog,
  Dialog,
  Hint,
  List,
  ListItem,
  LoadError,
  NoRecord,
  ScreenPage,
  ScreenSection,
  SectionTitle,
  TextField,
  useSingleFlight,
  useToast,
} from '@lobby/ui';
import { useState } from 'react';
import type { FormEvent } from 'react';
import { useSettingsTranslation } from '../i18n.ts';
import { SectionsSkeleton } from '../parts/forms-skeleton.tsx';
import { MemberPage } from '../parts/member-page.tsx';
import type { SettingsScreenBaseProps } from '../types.ts';

/** The longest name a passkey takes (the contract's bound). */
const NAME_MAX = 40;

/** Props of {@link PasskeysScreen}. */
export type PasskeysScreenProps = SettingsScreenBaseProps;

/** The passkeys screen (see the module note). */
export function PasskeysScreen({ session, onRequireSignIn, onBack }: PasskeysScreenProps) {
  const { t } = useSettingsTranslation();
  return (
    <MemberPage
      title={t('passkeys.title')}
      session={session}
      onRequireSignIn={onRequireSignIn}
      onBack={onBack}
    >
      <ScreenPage>
        <Hint>{t('passkeys.intro')}</Hint>
        <MemberPasskeys />
      </ScreenPage>
    </MemberPage>
  );
}

/** The list, or its loading and error states, and the add button. */
function MemberPasskeys() {
  const { t } = useSettingsTranslation();
  const list = usePasskeysListQuery({ $options: { handleErrors: true } });
  if (list.isError) {
    return (
      <LoadError
        message={errorMessage(list.error, t('messages:FAILED_TO_GET_DATA'))}
        retryLabel={t('common.retry')}
        busy={list.isFetching}
        onRetry={() => void list.refetch()}
      />
    );
  }
  if (!list.data) return <SectionsSkeleton groups={[2]} rowHeight="56px" />;
  return (
    <ScreenSection aria-labelledby="passkeys-list">
      <SectionTitle id="passkeys-list">{t('passkeys.listLabel')}</SectionTitle>
      {list.data.list.length === 0 ? (
        <NoRecord title={t('passkeys.emptyTitle')} description={t('passkeys.emptyText')} />
      ) : (
        <PasskeyList passkeys={list.data.list} />
      )}
      <AddPasskey />
    </ScreenSection>
  );
}

/** A date of the API (Unix seconds) in the member's language. */
function useDate() {
  const { i18n } = useSettingsTranslation();
  const format = new Intl.DateTimeFormat(i18n.resolvedLanguage ?? i18n.language, {
    dateStyle: 'medium',
  });
  return (seconds: number) => format.format(new Date(seconds * 1000));
}

function PasskeyList({ passkeys }: { passkeys: readonly Passkey[] }) {
  const { t } = useSettingsTranslation();
  const date = useDate();
  const [renaming, setRenaming] = useState<Passkey | undefined>(undefined);
  const [removing, setRemoving] = useState<Passkey | undefined>(undefined);
  return (
    <>
      <List label={t('passkeys.listLabel')}>
        {passkeys.map((passkey) => (
          <ListItem
            key={passkey.id}
            title={passkey.name}
            description={[
              t('passkeys.created', { date: date(passkey.created_at) }),
              passkey.last_used_at === null
                ? t('passkeys.neverUsed')
                : t('passkeys.lastUsed', { date: date(passkey.last_used_at) }),
            ].join(' · ')}
            trailing={
              <span
                role="group"
                aria-label={t('passkeys.actions', { name: passkey.name })}
                style={{ display: 'inline-flex', gap: '0.5rem', alignItems: 'center' }}
              >
                {passkey.backed_up ? <Badge tone="win">{t('passkeys.synced')}</Badge> : null}
                <Button size="sm" variant="ghost" onClick={() => setRenaming(passkey)}>
                  {t('passkeys.rename')}
                </Button>
                <Button size="sm" variant="ghost" onClick={() => setRemoving(passkey)}>
                  {t('passkeys.remove')}
                </Button>
              </span>
            }
          />
        ))}
      </List>
      {renaming ? <RenameDialog passkey={renaming} onClose={() => setRenaming(undefined)} /> : null}
      <RemoveDialog passkey={removing} onClose={() => setRemoving(undefined)} />
    </>
  );
}

/** A name field for a passkey, bounded as the API bounds it. */
function NameField({ value, onChange }: { value: string; onChange: (value: string) => void }) {
  const { t } = useSettingsTranslation();
  return (
    <TextField
      label={t('passkeys.name')}
      hint={t('passkeys.nameHint')}
      value={value}
      onChange={(next) => onChange(next.slice(0, NAME_MAX))}
      maxLength={NAME_MAX}
      autoComplete="off"
      required
    />
  );
}

/** A dialog with a name field and Cancel / `action`; submits the trimmed name. */
function NameDialog({
  open,
  title,
  action,
  initial,
  busy,
  onSubmit,
  onClose,
}: {
  open: boolean;
  title: string;
  action: string;
  initial: string;
  busy: boolean;
  onSubmit: (name: string) => void;
  onClose: () => void;
}) {
  const { t } = useSettingsTranslation();
  const [name, setName] = useState(initial);
  const trimmed = name.trim();
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (trimmed) onSubmit(trimmed);
  };
  return (
    <Dialog open={open} title={title} onClose={onClose} closeLabel={t('passkeys.cancel')}>
      <form onSubmit={submit} noValidate>
        <NameField value={name} onChange={setName} />
        <div style={{ display: 'flex', gap: '0.5rem', marginTop: '1rem' }}>
          <Button type="button" variant="secondary" fullWidth onClick={onClose}>
            {t('passkeys.cancel')}
          </Button>
          <Button type="submit" fullWidth loading={busy} disabled={!trimmed}>
            {action}
          </Button>
        </div>
      </form>
    </Dialog>
  );
}

/** Add a passkey: name it, then the browser makes it. Hidden where the browser cannot. */
function AddPasskey() {
  const { t } = useSettingsTranslation();
  const toast = useToast();
  const once = useSingleFlight();
  const [supported] = useState(browserSupportsPasskeys);
  const [open, setOpen] = useState(false);
  const [askOptions] = usePasskeyRegistrationOptionsMutation();
  const [add] = useAddPasskeyMutation();
  if (!supported) return <Hint>{t('passkeys.unsupported')}</Hint>;
  const create = (name: string) =>
    once.run(async () => {
      try {
        const { options } = await askOptions({ $options: { handleErrors: true } }).unwrap();
        const credential = await createPasskey(options);
        await add({ name, credential, $options: { handleErrors: true } }).unwrap();
        setOpen(false);
        toast.success(t('passkeys.added'));
      } catch (failure) {
        if (isPasskeyCancel(failure)) toast.show(t('passkeys.cancelled'));
        else toast.error(errorMessage(failure, t('messages:FAILED_TO_GET_DATA')));
      }
    });
  return (
    <>
      <Button fullWidth onClick={() => setOpen(true)}>
        {t('passkeys.add')}
      </Button>
      {open ? (
        <NameDialog
          open
          title={t('passkeys.addTitle')}
          action={t('passkeys.continue')}
          initial={t('passkeys.defaultName')}
          busy={once.busy}
          onSubmit={(name) => void create(name)}
          onClose={() => setOpen(false)}
        />
      ) : null}
    </>
  );
}

function RenameDialog({ passkey, onClose }: { passkey: Passkey; onClose: () => void }) {
  const { t } = useSettingsTranslation();
  const toast = useToast();
  const once = useSingleFlight();
  const [rename] = useRenamePasskeyMutation();
  const submit = (name: string) =>
    once.run(async () => {
      try {
        await rename({ id: passkey.id, name, $options: { handleErrors: true } }).unwrap();
        onClose();
        toast.success(t('passkeys.renamed'));
      } catch (failure) {
        toast.error(errorMessage(failure, t('messages:FAILED_TO_GET_DATA')));
      }
    });
  return (
    <NameDialog
      open
      title={t('passkeys.renameTitle')}
      action={t('passkeys.save')}
      initial={passkey.name}
      busy={once.busy}
      onSubmit={(name) => void submit(name)}
      onClose={onClose}
    />
  );
}

function RemoveDialog({ passkey, onClose }: { passkey: Passkey | undefined; onClose: () => void }) {
  const { t } = useSettingsTranslation();
  const toast = useToast();
  const once = useSingleFlight();
  const [remove] = useRemovePasskeyMutation();
  const confirm = () =>
    once.run(async () => {
      if (!passkey) return;
      try {
        await remove({ id: passkey.id, $options: { handleErrors: true } }).unwrap();
        onClose();
        toast.success(t('passkeys.removed'));
      } catch (failure) {
        toast.error(errorMessage(failure, t('messages:FAILED_TO_GET_DATA')));
      }
    });
  return (
    <ConfirmDialog
      open={passkey !== undefined}
      tone="danger"
      title={t('passkeys.removeTitle', { name: passkey?.name ?? '' })}
      message={t('passkeys.removeText')}
      confirmLabel={t('passkeys.remove')}
      cancelLabel={t('passkeys.cancel')}
      busy={once.busy}
      onConfirm={() => void confirm()}
      onCancel={onClose}
    />
  );
}
