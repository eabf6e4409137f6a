/**
 * Vitest global setup: the reference API for this package's suites, on a port in 3450–3499.
 * One minute of a reality-check interval lasts 100 ms there (a test knob production refuses),
 * so the layout's reality-check test sees a 10-minute check come due in a second.
 */
import { createApiSetup } from '@lobby/test-api/global-setup';

export default createApiSetup({
  ports: [3450, 3499],
  env: { LOBBY_REALITY_CHECK_MINUTE_MS: '100' },
});
