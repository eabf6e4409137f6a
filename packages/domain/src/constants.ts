/**
 * Business constants of spec §9 (and the few timings §2–§8 name), in one place so the site,
 * the SDK and the API agree on them. Durations are milliseconds unless the name says otherwise.
 */

/** Idle time after which a signed-in member is logged out (2 hours). */
export const INACTIVITY_LOGOUT_MS = 7_200_000;
/** How often the inactivity check runs. */
export const ACTIVITY_CHECK_MS = 60_000;
/** Minimum time between two user-info refreshes. */
export const USER_INFO_REFRESH_MS = 30_000;
/** Age after which the theme config is checked again (12 hours). */
export const THEME_REFRESH_MS = 43_200_000;
/** Age after which locally cached data (bank list, languages) expires (30 days). */
export const CACHE_EXPIRY_MS = 2_592_000_000;
/** Default platform timezone, hours east of UTC, used until the system config says otherwise. */
export const DEFAULT_TIMEZONE_OFFSET = 8;
/** Delay between choosing a language and reloading, so the choice is stored first. */
export const LANGUAGE_RELOAD_DELAY_MS = 500;
/** Throttle of writes of the persisted store. */
export const STORAGE_SAVE_THROTTLE_MS = 500;
/** Wait for a pending storage save before a reload (the short case). */
export const STORAGE_SAVE_WAIT_MS = 1_500;
/** Wait for a pending storage save before a reload (the long case, e.g. after a 503). */
export const STORAGE_SAVE_LONG_WAIT_MS = 2_000;
/** How long an ordinary toast stays (shown at the top). */
export const TOAST_MS = 3_000;
/** How long an error toast stays (it has a close button). */
export const ERROR_TOAST_MS = 5_000;
/** Decimals of money when the currency does not say. */
export const DEFAULT_DECIMALS = 2;
/** Time after which a dynamic chunk load counts as failed. */
export const CHUNK_LOAD_TIMEOUT_MS = 120_000;
/** Debounce of validation on model change (spec §5: 1 s). */
export const FORM_VALIDATE_DEBOUNCE_MS = 1_000;
/** How long `mode=test` keeps the site in test mode after it was last seen (7 days). */
export const TEST_MODE_TTL_MS = 604_800_000;
/** The display format of date-times (spec §9), in date-fns/Unicode pattern letters. */
export const DATE_TIME_FORMAT = 'yyyy-MM-dd HH:mm:ss';
/** The display format of dates. */
export const DATE_FORMAT = 'yyyy-MM-dd';
/** The default API path prefix (spec §7). */
export const DEFAULT_API_PATH = '/api/v1/';
/** What a hidden balance or hidden info shows (spec §4). */
export const HIDDEN_VALUE_TEXT = '****';
/** Id of the VIP detail the side menu opens (spec §2). */
export const SIDE_MENU_VIP_ID = 5;
/** Length of the OTP verification code (spec §5 message). */
export const OTP_LENGTH = 6;
/** Length of a referral code (spec §5 message). */
export const REFERRAL_CODE_LENGTH = 6;
