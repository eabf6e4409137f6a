import { describe, expect, it } from 'vitest';
import { describeDevice, parseUserAgent } from './user-agent.ts';

const UA = {
  chromeWindows:
    'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36',
  edgeWindows:
    'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36 Edg/131.0.0.0',
  safariMac:
    'Mozilla/5.0 (Macintosh; Intel Mac OS X 14_5) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Safari/605.1.15',
  safariIphone:
    'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1',
  chromeIphone:
    'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) CriOS/131.0.6778.73 Mobile/15E148 Safari/604.1',
  samsungAndroid:
    'Mozilla/5.0 (Linux; Android 14; SM-S918B) AppleWebKit/537.36 (KHTML, like Gecko) SamsungBrowser/25.0 Chrome/121.0.0.0 Mobile Safari/537.36',
  firefoxLinux: 'Mozilla/5.0 (X11; Linux x86_64; rv:133.0) Gecko/20100101 Firefox/133.0',
  wechatAndroid:
    'Mozilla/5.0 (Linux; Android 13; V2227A) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/116.0.0.0 Mobile Safari/537.36 MicroMessenger/8.0.47',
};

describe('parseUserAgent', () => {
  it('names the browser and OS families, the more specific browser first', () => {
    expect(parseUserAgent(UA.chromeWindows)).toEqual({
      browser: 'Chrome',
      os: 'Windows',
      mobile: false,
    });
    expect(parseUserAgent(UA.edgeWindows).browser).toBe('Edge');
    expect(parseUserAgent(UA.safariMac)).toEqual({ browser: 'Safari', os: 'macOS', mobile: false });
    expect(parseUserAgent(UA.safariIphone)).toEqual({ browser: 'Safari', os: 'iOS', mobile: true });
    expect(parseUserAgent(UA.chromeIphone)).toEqual({ browser: 'Chrome', os: 'iOS', mobile: true });
    expect(parseUserAgent(UA.samsungAndroid)).toEqual({
      browser: 'Samsung Internet',
      os: 'Android',
      mobile: true,
    });
    expect(parseUserAgent(UA.firefoxLinux)).toEqual({
      browser: 'Firefox',
      os: 'Linux',
      mobile: false,
    });
    expect(parseUserAgent(UA.wechatAndroid).browser).toBe('WeChat');
  });

  it('answers nulls for an unknown or missing agent', () => {
    expect(parseUserAgent(undefined)).toEqual({ browser: null, os: null, mobile: false });
    expect(parseUserAgent('curl/8.5.0')).toEqual({ browser: null, os: null, mobile: false });
  });
});

describe('describeDevice', () => {
  it('joins what is known', () => {
    expect(describeDevice(parseUserAgent(UA.safariIphone))).toBe('Safari / iOS');
    expect(describeDevice({ browser: null, os: 'Android', mobile: true })).toBe('Android');
    expect(describeDevice({ browser: null, os: null, mobile: false })).toBeNull();
  });
});
