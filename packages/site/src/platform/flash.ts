/**
 * A notice that survives one reload: logout ends in a full reload (the clear-info path), yet
 * its success toast must still be seen, so it is parked in session storage and shown after.
 */

const KEY = 'lobby_flash';

/** The part of `Storage` the flash needs. */
interface FlashStorage {
  getItem(key: string): string | null;
  setItem(key: string, value: string): void;
  removeItem(key: string): void;
}

/** Parks a message for the next page load. */
export function setFlash(storage: FlashStorage | undefined, message: string): void {
  try {
    storage?.setItem(KEY, message);
  } catch {
    // Without storage the notice is lost; the logout itself still happened.
  }
}

/** Takes the parked message, if any (it shows once). */
export function takeFlash(storage: FlashStorage | undefined): string | undefined {
  try {
    const message = storage?.getItem(KEY) ?? null;
    if (message !== null) storage?.removeItem(KEY);
    return message ?? undefined;
  } catch {
    return undefined;
  }
}
