import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { OpsError } from '../../ops/commands.ts';
import { runOps } from '../../ops/dispatch.ts';
import { startTestServer } from '../../test/harness.ts';
import type { TestServer } from '../../test/harness.ts';
import { liveChatScriptOf, liveChatScriptProblem } from './live-chat.ts';

describe('the live-chat script URL', () => {
  it('takes an https URL, plain http in development only, and empty to turn it off', () => {
    expect(liveChatScriptProblem('https://chat.example/w.js', 'production')).toBeUndefined();
    expect(liveChatScriptProblem('', 'production')).toBeUndefined();
    expect(liveChatScriptProblem('http://localhost:9000/w.js', 'development')).toBeUndefined();
    expect(liveChatScriptProblem('http://chat.example/w.js', 'production')).toMatch(/https/);
    for (const bad of ['javascript:alert(1)', 'data:text/javascript,1', '/w.js', 'w.js'])
      expect(liveChatScriptProblem(bad, 'development'), bad).toBeDefined();
    expect(liveChatScriptProblem('https://u:p@chat.example/w.js', 'development')).toMatch(
      /credentials/,
    );
  });

  it('is found in each way brand:set-contact can set it', () => {
    expect(liveChatScriptOf('live_chat.script', 'x')).toBe('x');
    expect(liveChatScriptOf('live_chat', '{"url":"","script":"y"}')).toBe('y');
    expect(liveChatScriptOf('channels', '[]')).toBeUndefined();
  });
});

describe('ops brand:set-contact --path live_chat.script', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer();
  });
  afterAll(async () => {
    await server?.close();
  });

  it('stores a safe URL in the contact settings members read, and refuses anything else', async () => {
    const set = (value: string) =>
      runOps(server.ctx, 'brand:set-contact', {
        brand: 'default',
        path: 'live_chat.script',
        value,
      });
    await expect(set('javascript:alert(1)')).rejects.toThrow(OpsError);
    await expect(
      runOps(server.ctx, 'brand:set-contact', {
        brand: 'default',
        path: 'live_chat',
        value: '{"url":"","script":"data:text/javascript,1"}',
      }),
    ).rejects.toThrow(OpsError);
    await set('https://chat.example/widget.js');
    const contact = await server.request({ path: '/contact_list' });
    expect(contact.json().live_chat.script).toBe('https://chat.example/widget.js');
  });
});
