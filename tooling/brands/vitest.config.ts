import { nodePreset } from '@lobby/vitest-config';
import { defineConfig } from 'vitest/config';

export default defineConfig(nodePreset());
