import { lobby } from '@lobby/eslint-config';

export default lobby({ ignores: ['test-results/**', 'playwright-report/**', 'bare/dist/**'] });
