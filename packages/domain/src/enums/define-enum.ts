/** A value an enumeration may hold on the wire: spec §3 uses numbers, a few label-only sets use strings. */
export type EnumValue = string | number;

/** The shape every enumeration object has: readable names mapped to wire values. */
export type EnumObject = Readonly<Record<string, EnumValue>>;

/** The union of wire values of an enumeration object, e.g. `1 | 2 | 3 | 4` for `BetStatus`. */
export type ValueOf<E extends EnumObject> = E[keyof E];

/**
 * Turns `PartiallyClosed` or `LOGIN_BEFORE` into `partiallyClosed` / `loginBefore`, so every
 * i18n label key has one spelling whatever style the enumeration's names use.
 */
function camelCase(name: string): string {
  if (/^[A-Z0-9_]+$/.test(name)) {
    const parts = name.toLowerCase().split('_').filter(Boolean);
    return parts.map((p, i) => (i === 0 ? p : p.charAt(0).toUpperCase() + p.slice(1))).join('');
  }
  return name.charAt(0).toLowerCase() + name.slice(1);
}

/**
 * Builds the i18n label-key map of an enumeration: `enum.<group>.<camelName>` per value.
 * Screens translate these keys instead of hard-coding English, and the map is typed by value so
 * a new enum member without a label fails to compile where the map is used.
 */
export function enumLabels<E extends EnumObject>(
  group: string,
  values: E,
): Readonly<Record<ValueOf<E>, string>> {
  const out = {} as Record<ValueOf<E>, string>;
  for (const [name, value] of Object.entries(values)) {
    out[value as ValueOf<E>] = `enum.${group}.${camelCase(name)}`;
  }
  return Object.freeze(out);
}

/** Every wire value of an enumeration, in declaration order (for pickers and schema building). */
export function enumValues<E extends EnumObject>(values: E): readonly ValueOf<E>[] {
  return Object.values(values) as ValueOf<E>[];
}

/**
 * Narrows untrusted data (a query parameter, a stored value) to an enumeration's value. Uses
 * `Object.is` semantics through `includes`, so `'1'` is not `1` and `NaN` never matches.
 */
export function isEnumValue<E extends EnumObject>(
  values: E,
  candidate: unknown,
): candidate is ValueOf<E> {
  return (Object.values(values) as unknown[]).includes(candidate);
}
