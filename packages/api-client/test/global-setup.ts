/**
 * Vitest global setup: the reference API on a port in 3200–3299 with its SMTP sink
 * (`@lobby/test-api`). The SDK is tested against this real server, never a mock. Settings that
 * make the server's own timings observable in a test run (token rotation after 2 s, no key
 * grace, lock after 3 failures) go through the API's documented environment knobs.
 */
import { createApiSetup } from '@lobby/test-api/global-setup';

export default createApiSetup({
  ports: [3200, 3299],
  env: { LOBBY_TOKEN_ROTATE_MS: '2000', LOBBY_KEY_GRACE_MS: '0', LOBBY_LOCK_AFTER: '3' },
});
