/** Vitest global setup: the reference API for this package's suites, on a port in 3650–3699. */
import { createApiSetup } from '@lobby/test-api/global-setup';

export default createApiSetup({ ports: [3650, 3699] });
