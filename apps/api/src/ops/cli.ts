/**
 * `pnpm --filter @lobby/api ops <command> [--option value ...]`: operator commands. With a
 * PGlite server running it goes through the server's loopback control channel; otherwise (or
 * with DATABASE_URL) it opens the database itself. The logic is `run-cli.ts`.
 */
import { runCli } from './run-cli.ts';

process.exitCode = await runCli(process.argv.slice(2), process.env, {
  out: (text) => console.log(text),
  err: (text) => console.error(text),
});
