/**
 * Turns schema validation failures into the contract's answer: `VALIDATION_FAILED` naming the
 * field and the domain MessageKey (from the field's `x-message` annotation, else from the kind
 * of failure), or `UNKNOWN_FIELD` for a field the endpoint does not take.
 */
import { MESSAGE_KEY_ANNOTATION } from '@lobby/contract';
import type { MessageKey } from '@lobby/domain';
import { ApiError } from '../base/errors.ts';
import type { MessageValues } from '../base/errors.ts';

/** The parts of a TypeBox/ajv-style error this mapping reads. */
export interface SchemaError {
  keyword: string;
  instancePath: string;
  params: Record<string, unknown>;
}

type SchemaNode = Record<string, unknown> | undefined;

function child(schema: SchemaNode, segment: string): SchemaNode {
  if (!schema) return undefined;
  const properties = schema.properties as Record<string, SchemaNode> | undefined;
  if (properties && Object.hasOwn(properties, segment)) return properties[segment];
  if (schema.items && /^\d+$/.test(segment)) return schema.items as SchemaNode;
  return undefined;
}

function nodeAt(schema: SchemaNode, path: string[]): SchemaNode {
  return path.reduce<SchemaNode>((node, segment) => child(node, segment), schema);
}

function segments(instancePath: string): string[] {
  return instancePath
    .split('/')
    .slice(1)
    .map((s) => s.replace(/~1/g, '/').replace(/~0/g, '~'));
}

function keyFor(error: SchemaError, node: SchemaNode): { key: MessageKey; values?: MessageValues } {
  const annotated = node?.[MESSAGE_KEY_ANNOTATION];
  if (typeof annotated === 'string') return { key: annotated as MessageKey };
  const limit = error.params.limit;
  switch (error.keyword) {
    case 'required':
      return { key: 'REQUIRED' };
    case 'minLength':
      return typeof limit === 'number' && limit <= 1
        ? { key: 'REQUIRED' }
        : { key: 'MIN_LENGTH', values: { min: Number(limit) } };
    case 'maxLength':
      return { key: 'MAX_LENGTH', values: { max: Number(limit) } };
    case 'minimum':
      return { key: 'MIN', values: { min: Number(limit) } };
    case 'maximum':
      return { key: 'MAX', values: { max: Number(limit) } };
    case 'enum':
    case 'const':
    case 'anyOf':
      return { key: 'PLEASE_SELECT' };
    default:
      if (node?.type === 'integer' || node?.type === 'number') return { key: 'INVALID_NUMBER' };
      return { key: 'PLEASE_ENTER' };
  }
}

/**
 * The error to answer for a failed validation of `part` (body, querystring, params) against
 * `schema`. Missing fields come first, then unknown ones, then the first other failure.
 */
export function validationError(
  errors: readonly SchemaError[],
  schema: unknown,
  part: string,
): ApiError {
  const root = schema as SchemaNode;
  const required = errors.find((e) => e.keyword === 'required');
  if (required) {
    const missing = (required.params.requiredProperties as string[] | undefined) ?? [
      String(required.params.missingProperty ?? ''),
    ];
    const path = segments(required.instancePath);
    const name = missing[0] ?? '';
    const node = nodeAt(root, [...path, name]);
    const { key, values } = keyFor(required, node);
    return new ApiError('VALIDATION_FAILED', {
      field: [...path, name].join('.'),
      key,
      ...(values ? { values } : {}),
    });
  }
  const extra = errors.find((e) => e.keyword === 'additionalProperties');
  if (extra) {
    const names = (extra.params.additionalProperties as string[] | undefined) ?? [
      String(extra.params.additionalProperty ?? ''),
    ];
    const path = segments(extra.instancePath);
    return new ApiError('UNKNOWN_FIELD', { field: [...path, names[0] ?? ''].join('.') });
  }
  const first = errors.find((e) => e.keyword !== 'boolean') ?? errors[0];
  const path = first ? segments(first.instancePath) : [];
  // For a union, report the field, not the union's branches.
  const node = nodeAt(root, path);
  const field = path.length ? path.join('.') : part;
  const { key, values } = first
    ? keyFor(first, node)
    : { key: 'PLEASE_ENTER' as MessageKey, values: undefined };
  return new ApiError('VALIDATION_FAILED', { field, key, ...(values ? { values } : {}) });
}
