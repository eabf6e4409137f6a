/** Vitest global setup: the reference API for this package's suites, on a port in 3500–3549. */
import { createApiSetup } from '@lobby/test-api/global-setup';

export default createApiSetup({ ports: [3500, 3549] });
