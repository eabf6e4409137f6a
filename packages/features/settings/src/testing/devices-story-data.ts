/**
 * Canned device answers for the stories: this device, a phone and a tablet signed in elsewhere,
 * in the shape the API gives them. Last-seen times are counted back from the moment the story
 * loads, so "5 minutes ago" reads the same on every run.
 */
import type { Device } from '@lobby/contract/account-security';
import type { Canned } from '@lobby/test-kit';

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

const ago = (seconds: number) => Math.floor(Date.now() / 1000) - seconds;

/** This device (Chrome on Windows), a phone in Kuala Lumpur and a tablet. */
export function storyDevices(): Device[] {
  return [
    {
      id: 'fam-this-device-000000001',
      browser: 'Chrome',
      os: 'Windows',
      mobile: false,
      place: null,
      signed_in_at: ago(7_200),
      last_seen_at: ago(10),
      current: true,
    },
    {
      id: 'fam-phone-00000000000001',
      browser: 'Safari',
      os: 'iOS',
      mobile: true,
      place: 'Kuala Lumpur',
      signed_in_at: ago(86_400 * 2),
      last_seen_at: ago(300),
      current: false,
    },
    {
      id: 'fam-tablet-0000000000001',
      browser: null,
      os: 'Android',
      mobile: true,
      place: null,
      signed_in_at: ago(86_400 * 9),
      last_seen_at: ago(86_400 * 3),
      current: false,
    },
  ];
}

/** The device list, where signing out removes the devices it names. */
export function devicesAnswers(): Readonly<Record<string, Canned>> {
  let list = storyDevices();
  const answers: Record<string, Canned> = {
    '/member/security/devices': () => json({ list }),
    '/member/security/devices/sign_out_others': () => {
      list = list.filter((d) => d.current);
      return json({ ok: true });
    },
  };
  for (const device of list) {
    answers[`/member/security/devices/${device.id}/sign_out`] = () => {
      list = list.filter((d) => d.id !== device.id);
      return json({ ok: true });
    };
  }
  return answers;
}

/** Only this device is signed in. */
export const ONLY_THIS_DEVICE_ANSWERS: Readonly<Record<string, Canned>> = {
  '/member/security/devices': () => json({ list: storyDevices().filter((d) => d.current) }),
};

/** The list never arrives. */
export const DEVICES_LOADING_ANSWERS: Readonly<Record<string, Canned>> = {
  '/member/security/devices': () => new Promise<Response>(() => {}),
};

/** The list fails to load. */
export const DEVICES_ERROR_ANSWERS: Readonly<Record<string, Canned>> = {
  '/member/security/devices': () =>
    json({ code: 'INTERNAL', message: 'Load Failed, Please Try Again' }, 500),
};
