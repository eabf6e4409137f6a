/** `@lobby/domain/q`: the `q` filter syntax and the empty-param rule of the API calls. */
export {
  Q_OPERATORS,
  type QOperator,
  type QScalar,
  type QFilter,
  type ParsedQFilter,
  type QErrorReason,
  type QParseResult,
  isQOperator,
  buildQ,
  parseQ,
} from './q.ts';
export { type WithoutEmpty, dropEmptyParams } from './params.ts';
