/** Vitest global setup: the reference API for this package's suites, on a port in 3750–3799. */
import { createApiSetup } from '@lobby/test-api/global-setup';

export default createApiSetup({ ports: [3750, 3799] });
