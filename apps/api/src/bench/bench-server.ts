/**
 * The server the bench measures, in its own process so the load generator does not share its
 * event loop. Production settings (the password-hash cost included), silent logs, rate limits out of the
 * way (the hashing queue stays as configured); listens on `PORT` (0: a free port) and prints `READY <port>` with the port it got.
 */
import { loadConfig } from '../config.ts';
import { createServer } from '../server.ts';

const huge = '100000000';
const config = loadConfig({
  ...process.env,
  LOG_LEVEL: 'silent',
  LOBBY_RL_LOGIN: huge,
  LOBBY_RL_LOOKUP: huge,
  LOBBY_RL_REGISTER: huge,
  LOBBY_RL_CODE: huge,
  LOBBY_RL_RESET: huge,
  LOBBY_CAPTCHA_AFTER: huge,
  LOBBY_LOCK_AFTER: huge,
});
const { app } = await createServer({ config, logger: false });
await app.listen({ host: '127.0.0.1', port: config.port });
const address = app.server.address();
console.log(`READY ${typeof address === 'object' && address ? address.port : config.port}`);
process.on('SIGTERM', () => {
  void app.close().then(() => process.exit(0));
});
