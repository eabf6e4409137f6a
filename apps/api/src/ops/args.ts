/** Reading a command's named options, one rule per kind, each refusal an {@link OpsError}. */
import { OpsError } from './ops-error.ts';
import type { OpsArgs } from './types.ts';

/** A required text option; missing, empty or given bare (`--brand` alone) is refused. */
export function need(args: OpsArgs, name: string): string {
  const value = args[name];
  if (value === undefined || value === '' || value === 'true')
    throw new OpsError(`Missing --${name}`);
  return value;
}

/** A whole-number option: undefined when absent, unless `required`. */
export function int(args: OpsArgs, name: string, required: true): number;
export function int(args: OpsArgs, name: string, required?: false): number | undefined;
export function int(args: OpsArgs, name: string, required = false): number | undefined {
  const raw = args[name];
  if (raw === undefined) {
    if (required) throw new OpsError(`Missing --${name}`);
    return undefined;
  }
  // Digits only: Number() would also take `1e3`, `0x10`, ` 5` and an empty string (0).
  const n = /^-?\d+$/.test(raw) ? Number(raw) : NaN;
  if (!Number.isSafeInteger(n))
    throw new OpsError(`--${name} must be a whole number, got "${raw}"`);
  return n;
}

/** A time option (ISO date-time or Unix seconds) in epoch milliseconds; undefined when absent. */
export function optionalTime(args: OpsArgs, name: string): number | undefined {
  if (args[name] === undefined) return undefined;
  const raw = args[name] as string;
  const t = /^\d{10}$/.test(raw) ? Number(raw) * 1000 : Date.parse(raw);
  if (!Number.isFinite(t)) throw new OpsError(`--${name} must be an ISO date-time or Unix seconds`);
  return t;
}
