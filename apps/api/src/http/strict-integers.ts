/**
 * Query strings and path parameters arrive as text and TypeBox converts them to the schema's
 * types, truncating `"1.5"` to `1` for an integer field — so `collect/1.5` would act on game 1.
 * This guard runs before the conversion and refuses integer fields whose text is not a whole
 * number, with the same error shape the schema validation produces.
 */
import { TypeBoxValidatorCompiler } from '@fastify/type-provider-typebox';
import type { FastifySchemaCompiler } from 'fastify';
import type { SchemaError } from './validation.ts';

const WHOLE_NUMBER = /^-?\d+$/;

/** The top-level properties of an object schema whose type is integer. */
export function integerProperties(schema: unknown): string[] {
  const properties = (schema as { properties?: Record<string, { type?: unknown }> } | undefined)
    ?.properties;
  if (!properties) return [];
  return Object.entries(properties)
    .filter(([, node]) => node?.type === 'integer')
    .map(([name]) => name);
}

/** The first integer field of `data` whose text is not a whole number, as a schema error. */
export function fractionalInteger(
  data: unknown,
  integers: readonly string[],
): SchemaError | undefined {
  if (typeof data !== 'object' || data === null) return undefined;
  for (const name of integers) {
    const value = (data as Record<string, unknown>)[name];
    if (typeof value === 'string' && !WHOLE_NUMBER.test(value.trim())) {
      return { keyword: 'type', instancePath: `/${name}`, params: { type: 'integer' } };
    }
  }
  return undefined;
}

/** TypeBox's compiler with the whole-number guard on query strings and path parameters. */
export const strictIntegerValidatorCompiler: FastifySchemaCompiler<unknown> = (route) => {
  const validate = TypeBoxValidatorCompiler(
    route as Parameters<typeof TypeBoxValidatorCompiler>[0],
  );
  if (route.httpPart !== 'querystring' && route.httpPart !== 'params') return validate;
  const integers = integerProperties(route.schema);
  if (integers.length === 0) return validate;
  return (data: unknown) => {
    const refused = fractionalInteger(data, integers);
    if (refused) {
      const error = Object.assign(new Error('must be integer'), { validation: [refused] });
      return { error };
    }
    return validate(data);
  };
};
