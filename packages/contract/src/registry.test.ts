import { messages } from '@lobby/domain';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { login } from './areas/auth.ts';
import type { getUserProfile } from './areas/member.ts';
import { MESSAGE_KEY_ANNOTATION } from './core/common.ts';
import { MOVED_ENTRY_AREAS, areaOfId } from './core/protocol.ts';
import { buildPath, pathParamNames } from './core/endpoint.ts';
import type { EndpointBody, EndpointResponse } from './core/endpoint.ts';
import { ERROR_CODES, ERROR_STATUS, ErrorCode, isErrorCode } from './errors.ts';
import { allEndpoints, endpointById, endpointsByArea } from './registry.ts';
import type { EndpointSpec } from './core/endpoint.ts';
import { readdirSync } from 'node:fs';

type Node = {
  type?: string;
  properties?: Record<string, Node>;
  additionalProperties?: unknown;
  items?: Node;
  [k: string]: unknown;
};

function objectsIn(schema: Node, path = '$'): [string, Node][] {
  const out: [string, Node][] = [];
  if (schema.type === 'object' && schema.properties) out.push([path, schema]);
  for (const [name, child] of Object.entries(schema.properties ?? {}))
    out.push(...objectsIn(child, `${path}.${name}`));
  return out;
}

describe('the registry', () => {
  it('has unique ids and unique method + path pairs', () => {
    expect(new Set(allEndpoints.map((e) => e.id)).size).toBe(allEndpoints.length);
    const routes = allEndpoints.map((e) => `${e.method} ${e.origin ?? 'api'} ${e.path}`);
    expect(new Set(routes).size).toBe(routes.length);
    expect(endpointById.get('auth.login')).toBe(login);
  });

  it('names each id after its area (an entry that moved keeps its id, listed once)', () => {
    for (const [area, list] of Object.entries(endpointsByArea)) {
      for (const endpoint of list) {
        const moved = MOVED_ENTRY_AREAS[endpoint.id] !== undefined;
        expect(moved || endpoint.id.startsWith(`${area}.`), endpoint.id).toBe(true);
        expect(areaOfId(endpoint.id), endpoint.id).toBe(area);
      }
    }
    for (const id of Object.keys(MOVED_ENTRY_AREAS)) expect(endpointById.has(id), id).toBe(true);
  });

  it('covers every call of spec §7 this issue implements', () => {
    const paths = new Set(allEndpoints.map((e) => `${e.method} ${e.path}`));
    for (const call of [
      'GET /maintenance/getMaintenanceOnMember',
      'POST /member/auth/login',
      'POST /member/auth/register',
      'GET /member/auth/logout',
      'GET /send_sms',
      'POST /member/register_email',
      'POST /member/send_profile_email',
      'POST /member/send_profile_sms',
      'POST /member/forget_password_via_email',
      'POST /member/verify_email_code',
      'POST /member/reset_password_via_email',
      'POST /forget_sms',
      'POST /member/verify_sms_code',
      'POST /member/reset_password_via_sms',
      'GET /member/auth/is_register',
      'POST /member/auth/qr_code_login',
      'POST /member/auth/qr_code_register',
      'GET /getBclc',
      'GET /reg_bank_list',
      'GET /member/feature_premission/info',
      'GET /contact_list',
      'GET /member/about_us',
      'GET /inquiry',
      'GET /member/userprofile',
      'GET /members/sidebar',
      'GET /member/feature_theme/info',
      'GET /key',
      'GET /language_list',
      'GET /area_code/info',
      'GET /currency',
      'GET /sub_type',
      'GET /captcha',
      'GET /captcha/check',
    ]) {
      expect(paths.has(call), call).toBe(true);
    }
  });

  it('declares path params exactly as the path names them, bodies only on writes', () => {
    for (const endpoint of allEndpoints) {
      const names = pathParamNames(endpoint.path);
      const declared = Object.keys((endpoint.params as Node | undefined)?.properties ?? {});
      expect(declared.sort(), endpoint.id).toEqual([...names].sort());
      if (endpoint.method === 'GET') expect(endpoint.body, endpoint.id).toBeUndefined();
    }
  });

  it('rejects unknown fields in every request schema', () => {
    for (const endpoint of allEndpoints) {
      for (const slot of ['body', 'query', 'params'] as const) {
        const schema = endpoint[slot] as Node | undefined;
        if (!schema) continue;
        for (const [path, node] of objectsIn(schema))
          expect(node.additionalProperties, `${endpoint.id} ${slot} ${path}`).toBe(false);
      }
    }
  });

  it('encrypts only fields the body has, and annotates only real message keys', () => {
    for (const endpoint of allEndpoints) {
      const props = (endpoint.body as Node | undefined)?.properties ?? {};
      for (const field of endpoint.encrypted ?? [])
        expect(Object.keys(props), `${endpoint.id}.${field}`).toContain(field);
      for (const slot of [endpoint.body, endpoint.query, endpoint.params] as (Node | undefined)[]) {
        for (const [name, node] of Object.entries(slot?.properties ?? {})) {
          const key = node[MESSAGE_KEY_ANNOTATION];
          if (key !== undefined)
            expect(Object.keys(messages), `${endpoint.id}.${name}`).toContain(key);
        }
      }
    }
  });

  it('takes a body as JSON or as multipart parts, never both, only on writes', () => {
    const uploads = allEndpoints.filter((e) => e.multipart);
    expect(uploads.map((e) => e.id)).toEqual(['kyc.upload']);
    for (const endpoint of uploads) {
      expect(endpoint.body, endpoint.id).toBeUndefined();
      expect(['POST', 'PUT', 'PATCH'], endpoint.id).toContain(endpoint.method);
      for (const [name, part] of Object.entries(endpoint.multipart ?? {})) {
        const where = `${endpoint.id} ${name}`;
        if (part.part === 'file') {
          expect(Number.isSafeInteger(part.maxBytes) && part.maxBytes > 0, where).toBe(true);
          expect(part.mediaTypes.length, where).toBeGreaterThan(0);
          for (const type of part.mediaTypes) expect(type, where).toMatch(/^[a-z]+\/[a-z0-9.+-]+$/);
          expect(Object.keys(messages), where).toContain(part.message);
        } else {
          const key = (part.schema as Node)[MESSAGE_KEY_ANNOTATION];
          if (key !== undefined) expect(Object.keys(messages), where).toContain(key);
        }
      }
    }
  });

  it('names errors in descriptions by code with their status, and message keys only as the key of a VALIDATION_FAILED', () => {
    for (const endpoint of allEndpoints) {
      const text = endpoint.description ?? '';
      // "409 ALREADY_CLAIMED": the status is the code's.
      for (const m of text.matchAll(/\b(\d{3}) ([A-Z][A-Z0-9_]+)\b/g)) {
        const code = m[2] as string;
        expect(isErrorCode(code), `${endpoint.id}: ${m[0]}`).toBe(true);
        if (isErrorCode(code))
          expect(ERROR_STATUS[code], `${endpoint.id}: ${m[0]}`).toBe(Number(m[1]));
      }
      for (const m of text.matchAll(/\b[A-Z][A-Z0-9]*(?:_[A-Z0-9]+)*\b/g)) {
        const word = m[0];
        if (isErrorCode(word) || !Object.hasOwn(messages, word)) continue;
        // A message key is the `key` of a validation failure, never a code of its own.
        const clause = text.slice(0, m.index).split(/[;.]/).pop() ?? '';
        expect(clause, `${endpoint.id}: ${word}`).toMatch(/VALIDATION_FAILED .*\bkey\b/);
      }
    }
  });

  it('marks the calls a maintenance page needs, and limits the sensitive ones', () => {
    const during = allEndpoints.filter((e) => e.duringMaintenance).map((e) => e.id);
    expect(during).toContain('config.maintenance');
    // The footer's licence and safer-play links are on the maintenance page too.
    expect(during).toContain('responsibleGambling.config');
    expect(during).not.toContain('auth.login');
    for (const id of [
      'auth.login',
      'auth.register',
      'recovery.forgetViaEmail',
      'recovery.sendSms',
      'recovery.resetViaSms',
    ]) {
      expect(endpointById.get(id)?.rateLimit, id).toBeDefined();
    }
  });
});

describe('areas', () => {
  it('are all in the registry: every endpoint an area file exports is registered', async () => {
    const dir = new URL('./areas/', import.meta.url);
    const files = readdirSync(dir).filter((f) => f.endsWith('.ts') && !f.endsWith('.test.ts'));
    const registered = new Set(allEndpoints);
    for (const file of files) {
      const module = (await import(new URL(file, dir).href)) as Record<string, unknown>;
      const lists = Object.entries(module).filter(
        ([name, value]) => name.endsWith('Endpoints') && Array.isArray(value),
      );
      expect(lists.length, `${file} exports an <area>Endpoints list`).toBeGreaterThan(0);
      for (const [, list] of lists) {
        for (const endpoint of list as EndpointSpec[])
          expect(registered.has(endpoint), `${file}: ${endpoint.id}`).toBe(true);
      }
    }
  });
});

describe('paths', () => {
  it('fills and encodes path params, and refuses a missing one', () => {
    expect(buildPath('/member/auth/invite/:code', { code: '123456' })).toBe(
      '/member/auth/invite/123456',
    );
    expect(buildPath('/frontend/lang/:lang/:file', { lang: 'zh-CN', file: 'zh-CN.json' })).toBe(
      '/frontend/lang/zh-CN/zh-CN.json',
    );
    expect(buildPath('/a/:x', { x: 'a/b c' })).toBe('/a/a%2Fb%20c');
    expect(() => buildPath('/a/:x', {})).toThrow(/Missing path parameter "x"/);
    fc.assert(
      fc.property(fc.string(), (value) => {
        const built = buildPath('/a/:x/b', { x: value });
        expect(decodeURIComponent(built.slice(3, -2))).toBe(value);
      }),
    );
  });
});

describe('errors', () => {
  it('gives every code an error status, client faults 4xx', () => {
    for (const code of ERROR_CODES) {
      const status = ERROR_STATUS[code];
      expect(status, code).toBeGreaterThanOrEqual(400);
      expect(status, code).toBeLessThan(600);
    }
    for (const code of [
      'VALIDATION_FAILED',
      'UNKNOWN_FIELD',
      'DECRYPT_FAILED',
      'INVALID_CREDENTIALS',
      'CAPTCHA_REQUIRED',
      'NOT_FOUND',
    ] as const) {
      expect(ERROR_STATUS[code], code).toBeLessThan(500);
    }
    expect(ERROR_STATUS.UNAUTHENTICATED).toBe(401);
    expect(ERROR_STATUS.ACCOUNT_LOCKED).toBe(403);
    expect(ERROR_STATUS.RATE_LIMITED).toBe(429);
    expect(ERROR_STATUS.MAINTENANCE).toBe(503);
    expect(Object.values(ErrorCode).every((c) => /^[A-Z]+(_[A-Z]+)*$/.test(c))).toBe(true);
  });

  it('recognises its own codes only', () => {
    expect(isErrorCode('DECRYPT_FAILED')).toBe(true);
    expect(isErrorCode('decrypt_failed')).toBe(false);
    expect(isErrorCode('toString')).toBe(false);
    expect(isErrorCode(42)).toBe(false);
  });
});

describe('types', () => {
  it('infer request and response types from an entry', () => {
    const body: EndpointBody<typeof login> = { username: 'demo', password: 'k1:AAAA' };
    const profile = {} as EndpointResponse<typeof getUserProfile>;
    expect(body.username).toBe('demo');
    expect(typeof profile).toBe('object');
  });
});
