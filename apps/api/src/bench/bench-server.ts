/**
 * The server the bench measures, in its own process so the load generator does not share its
 * event loop. Production settings (the password-hash cost included), silent logs, rate limits
 * out of the way (`BENCH_SERVER_SETTINGS`; the hashing queue stays as configured); listens on
 * `PORT` (0: a free port) and prints `READY <port>` with the port it got.
 */
import { loadConfig } from '../base/config.ts';
import { createServer } from '../server.ts';
import { BENCH_SERVER_SETTINGS } from './bench-kit.ts';

const config = loadConfig({ ...process.env, ...BENCH_SERVER_SETTINGS });
const { app } = await createServer({ config, logger: false });
await app.listen({ host: '127.0.0.1', port: config.port });
const address = app.server.address();
console.log(`READY ${typeof address === 'object' && address ? address.port : config.port}`);
process.on('SIGTERM', () => {
  void app.close().then(() => process.exit(0));
});
