import { jsdomPreset } from '@lobby/vitest-config';
import { defineConfig } from 'vitest/config';

const preset = jsdomPreset({ include: ['src/**/*.test.ts', '*.test.ts'] });

export default defineConfig({ ...preset, define: { __LOBBY_RELEASE__: JSON.stringify('test') } });
