import { describe, expect, it } from 'vitest';
import { reportOf } from './bundle-report.ts';

describe('reportOf', () => {
  it('lists each chunk’s source modules relative to the root, sorted, skipping assets and virtual modules', () => {
    const report = reportOf(
      {
        'assets/index-1.js': {
          type: 'chunk',
          moduleIds: [
            '/repo/packages/tokens/src/themes/nexbet.ts',
            '\0vite/preload-helper.js',
            '/repo/apps/nexbet/src/main.tsx?used',
          ],
        },
        'assets/index-1.css': { type: 'asset' },
      },
      '/repo',
    );
    expect(report).toEqual({
      chunks: {
        'assets/index-1.js': ['apps/nexbet/src/main.tsx', 'packages/tokens/src/themes/nexbet.ts'],
      },
    });
  });
});
