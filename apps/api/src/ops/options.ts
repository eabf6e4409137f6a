/** Options several commands take, written once for their help. */
import type { OpsOption } from './types.ts';

/** `--username U`: the member a command acts on (required). */
export const USERNAME_OPTION: OpsOption = {
  name: 'username',
  value: 'U',
  required: true,
  text: 'the member',
};

/** `--order NO`: a payment's order number (required). */
export const ORDER_OPTION: OpsOption = {
  name: 'order',
  value: 'NO',
  required: true,
  text: 'the order number (see payments:pending or deposits)',
};

/** `--id N` (required), described as `what`. */
export const idOption = (what: string): OpsOption => ({
  name: 'id',
  value: 'N',
  required: true,
  text: what,
});

/** `--origin URL`: a web origin (required). */
export const ORIGIN_OPTION: OpsOption = {
  name: 'origin',
  value: 'URL',
  required: true,
  text: 'scheme://host[:port], no path',
};

/** `[--limit N]`: how many a listing shows. */
export const LIMIT_OPTION: OpsOption = {
  name: 'limit',
  value: 'N',
  text: 'how many to list (default 20)',
};

/** `[--remark TEXT]`: a note kept with a decision. */
export const REMARK_OPTION: OpsOption = {
  name: 'remark',
  value: 'TEXT',
  text: 'a note kept with the decision',
};

/** The help text of an amount option: `what`, and how an amount is written. */
export const amountText = (what: string) =>
  `${what}, in the brand's currency with at most its decimals (USD: 25 or 25.00 is $25; JPY: 2500)`;
