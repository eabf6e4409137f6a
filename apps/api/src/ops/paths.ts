/** Where the ops control file of a data folder lives: beside the folder. */
import { dirname, join } from 'node:path';
import type { ServerConfig } from '../base/config.ts';

/** The control file path, or undefined for an in-memory database. */
export function controlFilePath(config: Pick<ServerConfig, 'dataDir'>): string | undefined {
  return config.dataDir ? join(dirname(config.dataDir), 'ops.json') : undefined;
}

/** A PostgreSQL URL as `host:port/name`, without user or password: for messages and markers. */
export function describeDatabaseUrl(url: string): string {
  try {
    const parsed = new URL(url);
    return `${parsed.host}${parsed.pathname}`;
  } catch {
    return 'the DATABASE_URL';
  }
}
