/** Where the ops control file of a PGlite data folder lives: beside the folder. */
import { dirname, join } from 'node:path';
import type { ServerConfig } from '../config.ts';

/** The control file path, or undefined for an in-memory database. */
export function controlFilePath(config: Pick<ServerConfig, 'dataDir'>): string | undefined {
  return config.dataDir ? join(dirname(config.dataDir), 'ops.json') : undefined;
}
