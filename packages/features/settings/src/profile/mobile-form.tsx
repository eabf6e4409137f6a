/**
 * The mobile number (spec "mobile settings"): area code and number checked by the §5 phone
 * rule (leading zeros dropped, the brand's bounds minus the code's length), a code texted by
 * `/member/send_profile_sms`, then number and code saved together.
 */
import { useAreaCodesQuery } from '@lobby/api-client/config';
import { useEditMobileMutation } from '@lobby/api-client/member';
import { useProfileSmsMutation } from '@lobby/api-client/recovery';
import type { ProfileFormProps } from '../parts/profile.ts';
import { invalid, VALID, validateOtp, validatePhone } from '@lobby/domain/validators';
import { Button, Hint, Select, TextField, useForm, useToast } from '@lobby/ui';
import { useState } from 'react';
import { useSettingsTranslation } from '../i18n.ts';
import { FieldPair, SettingsFormSection } from '../parts/form-layout.tsx';
import { maskMobile } from '../parts/mask.ts';
import { useCountdown } from '../parts/use-countdown.ts';
import { useMemberBounds } from '../parts/use-member-rules.ts';
import { useSettingsFormOptions } from '../parts/form-options.ts';
import { CodeField } from './code-button.tsx';

/** A number is always required here: the form exists to set one (setting 2 = required). */
const REQUIRED_SETTING = 2;

/** The number as the server takes it: trimmed, without the leading zeros (spec §5). */
function nationalNumber(typed: string): string {
  return typed.trim().replace(/^0+/, '');
}

/** Changes the member's mobile number with its code. */
export function MobileForm({ profile, onSaved }: ProfileFormProps) {
  const { t } = useSettingsTranslation();
  const toast = useToast();
  const bounds = useMemberBounds();
  const areaCodes = useAreaCodesQuery().data ?? [];
  const [sendCode] = useProfileSmsMutation();
  const [save] = useEditMobileMutation();
  const countdown = useCountdown();
  const [sent, setSent] = useState(false);
  // The member's own code first, else the brand's first, until one is picked.
  const fallbackArea = profile.mobile_area || areaCodes[0]?.code || '';
  const form = useForm({
    ...useSettingsFormOptions(),
    initial: { mobile_area: '', mobile: '', code: '' },
    validators: {
      mobile_area: (v) =>
        (v.mobile_area || fallbackArea) === '' ? invalid('PLEASE_SELECT') : VALID,
      mobile: (v) =>
        validatePhone({
          areaCode: v.mobile_area || fallbackArea,
          number: v.mobile,
          memberPhoneSetting: REQUIRED_SETTING,
          bounds: bounds.phone,
        }).result,
      code: (v) => validateOtp(v.code),
    },
  });
  const area = form.values.mobile_area || fallbackArea;
  const target = () => ({ mobile_area: area, mobile: nationalNumber(form.values.mobile) });
  const send = () =>
    form.submit(
      async () => {
        await sendCode({ ...target(), $options: { handleErrors: true } }).unwrap();
        setSent(true);
        countdown.start();
        toast.success(t('code.sentMobile', { target: `${area} ${target().mobile}` }));
      },
      { fields: ['mobile_area', 'mobile'], key: 'send' },
    );
  const submit = () =>
    form.submit(
      async () => {
        await save({
          ...target(),
          code: form.values.code,
          $options: { handleErrors: true },
        }).unwrap();
        toast.success(t('profile.mobile.saved'));
        form.reset();
        setSent(false);
        onSaved?.();
      },
      { key: 'save' },
    );
  const areaField = form.field('mobile_area');
  return (
    <SettingsFormSection
      title={t('profile.mobile.title')}
      status={
        <Hint>
          {profile.mobile
            ? t(profile.mobile_verified ? 'profile.currentVerified' : 'profile.currentUnverified', {
                value: maskMobile(profile.mobile_area, profile.mobile),
              })
            : t('profile.mobile.none')}
        </Hint>
      }
      onSubmit={() => void submit()}
    >
      <FieldPair>
        <Select
          label={t('profile.mobile.area')}
          options={areaCodes.map((a) => ({ value: a.code, label: `${a.code} ${a.name}` }))}
          value={area}
          placeholder={t('profile.mobile.areaPlaceholder')}
          required
          onChange={areaField.onChange}
          {...(areaField.message !== undefined
            ? { message: areaField.message, status: 'invalid' as const }
            : {})}
        />
        <TextField
          label={t('profile.mobile.new')}
          type="tel"
          inputMode="numeric"
          autoComplete="tel-national"
          required
          placeholder={t('profile.mobile.placeholder')}
          {...form.field('mobile')}
        />
      </FieldPair>
      <CodeField
        binding={form.field('code')}
        left={countdown.left}
        busy={form.busy('send')}
        sent={sent}
        onSend={() => void send()}
      />
      <Button type="submit" loading={form.busy('save')} fullWidth>
        {t('profile.mobile.save')}
      </Button>
    </SettingsFormSection>
  );
}
