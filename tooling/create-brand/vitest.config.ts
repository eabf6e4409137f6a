import { nodePreset } from '@lobby/vitest-config';
import { defineConfig } from 'vitest/config';

// The end-to-end test builds a shell and starts the API: minutes on a loaded two-core machine.
export default defineConfig(nodePreset({ testTimeout: 120_000 }));
