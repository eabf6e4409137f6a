/**
 * The generated HAProxy configuration: what each directive the cluster relies on says, and,
 * when HAProxy is installed, that HAProxy itself accepts the text.
 */
import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { findHaproxy } from './cluster.ts';
import { haproxyConfig, parseHaproxyStats } from './haproxy-config.ts';

const options = {
  bind: { host: '127.0.0.1', port: 4100 },
  servers: [
    { name: 'api-1', host: '127.0.0.1', port: 5001 },
    { name: 'api-2', host: '127.0.0.1', port: 5002 },
  ],
  statsPort: 5999,
};
const text = haproxyConfig(options);
const lines = text.split('\n').map((l) => l.trim());

describe('haproxyConfig', () => {
  it('balances round-robin over every instance, checked on /readyz each second', () => {
    expect(lines).toContain('bind 127.0.0.1:4100');
    expect(lines).toContain('balance roundrobin');
    expect(lines).toContain('server api-1 127.0.0.1:5001 check');
    expect(lines).toContain('server api-2 127.0.0.1:5002 check');
    expect(lines).toContain('option httpchk');
    expect(lines).toContain('http-check send meth GET uri /readyz ver HTTP/1.1 hdr Host localhost');
    expect(lines).toContain('http-check expect status 200');
    expect(lines).toContain('default-server inter 1000ms fall 2 rise 1');
    expect(lines).toContain('timeout check 2s');
  });

  it('keeps push streams open and retries failed connections elsewhere', () => {
    expect(lines).toContain('timeout tunnel 1h');
    // Above the balance stream's 15 s keep-alive comment.
    expect(lines).toContain('timeout server 65s');
    expect(lines).toContain('timeout client 65s');
    expect(lines).toContain('option redispatch 1');
    expect(lines).toContain('retry-on conn-failure empty-response 503');
  });

  it('passes the real client address on, never one the client claims, and a request id', () => {
    const forwardFor = lines.indexOf('option forwardfor');
    expect(forwardFor).toBeGreaterThan(-1);
    expect(lines).toContain('http-request del-header X-Forwarded-For');
    expect(lines).toContain('http-request del-header Forwarded');
    expect(lines).toContain('http-request set-header X-Request-Id %[unique-id]');
    expect(lines.some((l) => l.startsWith('unique-id-format '))).toBe(true);
  });

  it('adds the stats page and the instance header only when asked', () => {
    expect(lines).toContain('bind 127.0.0.1:5999');
    expect(text).not.toContain('http-response set-header');
    const bare = haproxyConfig({ bind: options.bind, servers: options.servers });
    expect(bare).not.toContain('listen stats');
    const named = haproxyConfig({ ...options, serverHeader: 'X-Lobby-Instance', checkPath: '/x' });
    expect(named).toContain('http-response set-header X-Lobby-Instance %s');
    expect(named).toContain('uri /x ver');
  });

  it.skipIf(!findHaproxy())('is accepted by HAProxy (skipped: HAProxy is not installed)', () => {
    const folder = mkdtempSync(join(tmpdir(), 'lobby-haproxy-test-'));
    try {
      const path = join(folder, 'haproxy.cfg');
      writeFileSync(path, haproxyConfig({ ...options, serverHeader: 'X-Lobby-Instance' }));
      const check = spawnSync(findHaproxy() as string, ['-c', '-f', path], { encoding: 'utf8' });
      expect(check.stderr).toBe('');
      expect(check.status).toBe(0);
    } finally {
      rmSync(folder, { recursive: true, force: true });
    }
  });
});

describe('parseHaproxyStats', () => {
  it("reads the api backend's instance states", () => {
    const csv = [
      '# pxname,svname,qcur,status,weight,check_status',
      'lobby,FRONTEND,,OPEN,,',
      'api,api-1,0,UP,1,L7OK',
      'api,api-2,0,DOWN,1,L7STS',
      'api,api-3,0,UP,1,INI',
      'api,BACKEND,0,UP,1,',
      'stats,FRONTEND,,OPEN,,',
    ].join('\n');
    expect(parseHaproxyStats(csv)).toEqual({
      'api-1': { status: 'UP', check: 'L7OK' },
      'api-2': { status: 'DOWN', check: 'L7STS' },
      'api-3': { status: 'UP', check: 'INI' },
    });
  });
});
