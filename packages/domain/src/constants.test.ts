import { describe, expect, it } from 'vitest';
import * as C from './constants.ts';

describe('constants of spec §9', () => {
  it('holds the spec figures', () => {
    expect(C.INACTIVITY_LOGOUT_MS).toBe(2 * 60 * 60 * 1000);
    expect(C.ACTIVITY_CHECK_MS).toBe(60 * 1000);
    expect(C.USER_INFO_REFRESH_MS).toBe(30 * 1000);
    expect(C.THEME_REFRESH_MS).toBe(12 * 60 * 60 * 1000);
    expect(C.CACHE_EXPIRY_MS).toBe(30 * 24 * 60 * 60 * 1000);
    expect(C.DEFAULT_TIMEZONE_OFFSET).toBe(8);
    expect(C.LANGUAGE_RELOAD_DELAY_MS).toBe(500);
    expect(C.STORAGE_SAVE_THROTTLE_MS).toBe(500);
    expect([C.STORAGE_SAVE_WAIT_MS, C.STORAGE_SAVE_LONG_WAIT_MS]).toEqual([1500, 2000]);
    expect(C.TOAST_MS).toBe(3000);
    expect(C.ERROR_TOAST_MS).toBe(5000);
    expect(C.DEFAULT_DECIMALS).toBe(2);
    expect(C.CHUNK_LOAD_TIMEOUT_MS).toBe(120 * 1000);
    expect(C.FORM_VALIDATE_DEBOUNCE_MS).toBe(1000);
    expect(C.TEST_MODE_TTL_MS).toBe(7 * 24 * 60 * 60 * 1000);
    expect(C.DATE_TIME_FORMAT).toBe('yyyy-MM-dd HH:mm:ss');
    expect(C.DEFAULT_API_PATH).toBe('/api/v1/');
    expect(C.HIDDEN_VALUE_TEXT).toBe('****');
    expect(C.SIDE_MENU_VIP_ID).toBe(5);
  });
});
