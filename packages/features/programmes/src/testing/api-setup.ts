/** Vitest global setup: the reference API for this package's suites, on a port in 3800–3849. */
import { createApiSetup } from '@lobby/test-api/global-setup';

export default createApiSetup({ ports: [3800, 3849] });
