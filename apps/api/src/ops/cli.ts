/**
 * `pnpm --filter @lobby/api ops <command> [--option value ...]`: operator commands. With a
 * PGlite server running it goes through the server's loopback control channel; otherwise it
 * opens the server's database itself, and refuses one that is not the server's or does not
 * exist yet (docs/operations.md, "Running ops commands"). The logic is `run-cli.ts`.
 */
import { runCli } from './run-cli.ts';

process.exitCode = await runCli(process.argv.slice(2), process.env, {
  out: (text) => console.log(text),
  err: (text) => console.error(text),
});
