/**
 * `enumSchema`: an enumeration as a TypeBox schema. Apart from `define-enum.ts` so that code
 * using only the enumerations and their labels (every screen) builds no schema and bundles no
 * TypeBox; entity schemas import it from here.
 */
import { Type, type TEnum } from 'typebox';
import { enumValues } from './define-enum.ts';
import type { EnumObject, ValueOf } from './define-enum.ts';

/**
 * The JSON Schema (`{ enum: [...] }`) of an enumeration, typed as its value union, so entity
 * schemas validate enum fields at runtime and type them statically from one declaration.
 */
export function enumSchema<E extends EnumObject>(
  values: E,
  description?: string,
): TEnum<ValueOf<E>[]> {
  const list = enumValues(values) as ValueOf<E>[];
  return description === undefined ? Type.Enum(list) : Type.Enum(list, { description });
}
