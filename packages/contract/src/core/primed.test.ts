import { describe, expect, it } from 'vitest';
import { primedAnswerKey } from './primed.ts';

describe('primedAnswerKey', () => {
  it('is the path and the query in name order, whatever the origin', () => {
    expect(
      primedAnswerKey(
        new URL('http://a.test/api/v1/member/feature_theme/info?platform=2&locale=en&name=default'),
      ),
    ).toBe('/api/v1/member/feature_theme/info?locale=en&name=default&platform=2');
    expect(
      primedAnswerKey(
        new URL(
          'https://b.test/api/v1/member/feature_theme/info?name=default&locale=en&platform=2',
        ),
      ),
    ).toBe('/api/v1/member/feature_theme/info?locale=en&name=default&platform=2');
  });

  it('is the path alone without a query, and keeps repeated parameters apart', () => {
    expect(primedAnswerKey(new URL('http://a.test/api/v1/language_list'))).toBe(
      '/api/v1/language_list',
    );
    expect(primedAnswerKey(new URL('http://a.test/x?b=2&a=1&b=1'))).toBe('/x?a=1&b=1&b=2');
  });
});
