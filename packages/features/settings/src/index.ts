/**
 * `@lobby/feature-settings`: the member's settings — the settings index with where each
 * setting stands, the personal info (real name, and email and mobile each confirmed by a code,
 * each edited on a screen of its own) and the passwords (login password, withdrawal password
 * set or changed) and safer play (limits, reality checks, time-out, self-exclusion, account
 * history), passkeys (add, rename, remove), with the reality-check dialog the site mounts over every screen. Every screen is meant to be loaded lazily by the site
 * (`import('@lobby/feature-settings')`).
 */
export { SettingsScreen } from './settings/settings-screen.tsx';
export type { SettingsScreenProps } from './settings/settings-screen.tsx';
export { ProfileSettingsScreen } from './profile/profile-settings-screen.tsx';
export type { ProfileSettingsScreenProps } from './profile/profile-settings-screen.tsx';
export {
  EmailSettingsScreen,
  MobileSettingsScreen,
  NameSettingsScreen,
} from './profile/profile-edit-screens.tsx';
export type { ProfileEditScreenProps } from './profile/profile-edit-screens.tsx';
export { PasswordSettingsScreen } from './password/password-settings-screen.tsx';
export type { PasswordSettingsScreenProps } from './password/password-settings-screen.tsx';
export { SaferPlayScreen } from './safer-play/safer-play-screen.tsx';
export type { SaferPlayScreenProps } from './safer-play/safer-play-screen.tsx';
export { TwoFactorScreen } from './two-factor/two-factor-screen.tsx';
export type { TwoFactorScreenProps } from './two-factor/two-factor-screen.tsx';
export { PasskeysScreen } from './passkeys/passkeys-screen.tsx';
export type { PasskeysScreenProps } from './passkeys/passkeys-screen.tsx';
export { RealityCheckDialog } from './safer-play/reality-check-dialog.tsx';
export type { RealityCheckDialogProps } from './safer-play/reality-check-dialog.tsx';
export { DevicesScreen } from './devices/devices-screen.tsx';
export type { DevicesScreenProps } from './devices/devices-screen.tsx';
export type { SettingsScreenBaseProps } from './types.ts';
