/** The `--brand` option most ops commands take, written once for their help. */
import type { OpsOption } from './help.ts';

/** `--brand B`: the brand a command acts on (required). */
export const BRAND_OPTION: OpsOption = {
  name: 'brand',
  value: 'B',
  required: true,
  text: "the brand id: default, or a shell's id (apps/<id>/brand.json)",
};
