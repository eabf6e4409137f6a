/** `T` without the keys whose values are always empty. */
export type WithoutEmpty<T> = { [K in keyof T]?: Exclude<T[K], undefined | null> };

/**
 * Drops empty request params (spec §5: "empty params are dropped by default"): `undefined`,
 * `null`, `''` and empty arrays (a query string cannot express an empty list, and an empty
 * filter list means "no filter"). Kept on purpose: `0`, `false`, whitespace strings (the form
 * decides about trimming), `NaN` (a bug to surface, not hide) and nested objects (only the top
 * level is a param list). Returns a new object; the input is not changed.
 */
export function dropEmptyParams<T extends object>(params: T): WithoutEmpty<T> {
  const out: Record<string, unknown> = {};
  if (params === null || typeof params !== 'object') return out as WithoutEmpty<T>;
  for (const [key, value] of Object.entries(params)) {
    if (value === undefined || value === null || value === '') continue;
    if (Array.isArray(value) && value.length === 0) continue;
    out[key] = value;
  }
  return out as WithoutEmpty<T>;
}
