/** The real name (spec "edit name"): required, at most the brand's nickname length. */
import { useEditNameMutation } from '@lobby/api-client/member';
import type { ProfileFormProps } from '../parts/profile.ts';
import { invalid, isBlank, validateMaxLength } from '@lobby/domain/validators';
import { Button, Hint, TextField, useForm, useToast } from '@lobby/ui';
import { useSettingsTranslation } from '../i18n.ts';
import { SettingsFormSection } from '../parts/form-layout.tsx';
import { useMemberBounds } from '../parts/use-member-rules.ts';
import { useSettingsFormOptions } from '../parts/form-options.ts';

/** Edits the member's real name. */
export function NameForm({ profile, onSaved }: ProfileFormProps) {
  const { t } = useSettingsTranslation();
  const toast = useToast();
  const bounds = useMemberBounds();
  const [save] = useEditNameMutation();
  const form = useForm({
    ...useSettingsFormOptions(),
    initial: { real_name: profile.real_name },
    validators: {
      real_name: (v) =>
        isBlank(v.real_name)
          ? invalid('PLEASE_FILL_IN_NAME')
          : validateMaxLength(v.real_name.trim(), bounds.nickname.max),
    },
  });
  const submit = () =>
    form.submit(async () => {
      await save({
        real_name: form.values.real_name.trim(),
        $options: { handleErrors: true },
      }).unwrap();
      toast.success(t('profile.name.saved'));
      onSaved?.();
    });
  return (
    <SettingsFormSection
      title={t('profile.name.title')}
      status={<Hint>{t('profile.name.hint')}</Hint>}
      onSubmit={() => void submit()}
    >
      <TextField
        label={t('profile.name.label')}
        autoComplete="name"
        required
        maxLength={bounds.nickname.max}
        placeholder={t('profile.name.placeholder')}
        {...form.field('real_name')}
      />
      <Button type="submit" loading={form.busy()} fullWidth>
        {t('profile.name.save')}
      </Button>
    </SettingsFormSection>
  );
}
