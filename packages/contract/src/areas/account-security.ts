/**
 * `@lobby/contract/account-security`: the brand's account-security policy as the site needs it,
 * and the member's devices (their live logins) with signing one or all others out. Beyond the
 * member-site spec.
 */
import { SecurityPolicy, UnixSeconds } from '@lobby/domain';
import { Type } from 'typebox';
import type { Static } from 'typebox';
import { Ack } from '../core/common.ts';
import { defineEndpoint } from '../core/endpoint.ts';

/** A device id as the site makes them (random, URL-safe). */
export const DeviceId = Type.String({ pattern: '^[A-Za-z0-9_-]{16,64}$' });

/** The brand's security policy (the domain's `SecurityPolicy`) as members' sites read it. */
export const PublicSecurityPolicy = Type.Object(
  {
    ...SecurityPolicy.properties,
    has_factor: Type.Optional(
      Type.Boolean({ description: 'With a session: whether the member has a second factor.' }),
    ),
  },
  { additionalProperties: false },
);
/** The brand's security policy as members' sites read it. */
export type PublicSecurityPolicy = Static<typeof PublicSecurityPolicy>;

/** One live login of the member. */
export const Device = Type.Object(
  {
    id: Type.String({ description: 'Opaque id of the login (stable through token rotation).' }),
    browser: Type.Union([Type.String(), Type.Null()]),
    os: Type.Union([Type.String(), Type.Null()]),
    mobile: Type.Boolean(),
    place: Type.Union([
      Type.String({ description: 'Approximate place, as the edge named it at sign-in.' }),
      Type.Null(),
    ]),
    signed_in_at: UnixSeconds,
    last_seen_at: UnixSeconds,
    current: Type.Boolean({ description: 'The login making this request.' }),
  },
  { additionalProperties: false },
);
/** One live login of the member. */
export type Device = Static<typeof Device>;

/** GET /member/security/policy. */
export const getSecurityPolicy = defineEndpoint({
  id: 'accountSecurity.policy',
  method: 'GET',
  path: '/member/security/policy',
  auth: false,
  summary: "The brand's account-security policy",
  description:
    'Public. With a live session the answer also says whether the member has a second factor (`has_factor`).',
  response: PublicSecurityPolicy,
  idempotent: true,
});

/** GET /member/security/devices. */
export const listDevices = defineEndpoint({
  id: 'accountSecurity.devices',
  method: 'GET',
  path: '/member/security/devices',
  auth: true,
  summary: "The member's live logins (devices), the caller's first",
  response: Type.Object({ list: Type.Array(Device) }, { additionalProperties: false }),
  idempotent: true,
});

/** POST /member/security/devices/:id/sign_out. */
export const signOutDevice = defineEndpoint({
  id: 'accountSecurity.signOutDevice',
  method: 'POST',
  path: '/member/security/devices/:id/sign_out',
  auth: true,
  summary: 'Sign one login out (every token of it)',
  description:
    "404 NOT_FOUND when the id is no live login of the member. The caller's own login may be named: it signs out as logout does.",
  params: Type.Object(
    { id: Type.String({ pattern: '^[A-Za-z0-9_-]{8,64}$' }) },
    { additionalProperties: false },
  ),
  response: Ack,
});

/** POST /member/security/devices/sign_out_others. */
export const signOutOtherDevices = defineEndpoint({
  id: 'accountSecurity.signOutOthers',
  method: 'POST',
  path: '/member/security/devices/sign_out_others',
  auth: true,
  summary: "Sign out every login but the caller's",
  response: Ack,
});

/** Every endpoint of the area. */
export const accountSecurityEndpoints = [
  getSecurityPolicy,
  listDevices,
  signOutDevice,
  signOutOtherDevices,
] as const;
