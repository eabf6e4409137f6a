/**
 * Statements whose SQL is built once per process instead of once per call (issue 14: drizzle's
 * query building was a fifth of the server's CPU on a member's transfer). A statement is written
 * with drizzle as usual, its varying values as `sql.placeholder(name)`; the first call builds
 * it, later calls only fill in the values and run it. Each call runs on the handle it is given,
 * the database or an open transaction, so it stays inside the caller's transaction; row mapping
 * (camelCase fields, Date columns, the columns' encoders for values) is drizzle's own, as for
 * the same query built per call. On PostgreSQL the statement is also prepared under its name on
 * each pooled connection (parsed and planned once per connection); PGlite ignores the name. A
 * connection pooler between the server and PostgreSQL must keep such statements (PgBouncer in
 * transaction mode needs `max_prepared_statements`, 1.21 or later).
 */
import { is } from 'drizzle-orm';
import { SQL } from 'drizzle-orm';
import type { Query } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';
import type {
  PgPreparedQuery,
  PreparedQueryConfig,
  SelectedFieldsOrdered,
} from 'drizzle-orm/pg-core';
import type { Database } from './client.ts';

/** A drizzle query builder that can be prepared (select, insert, update, delete). */
interface Preparable {
  prepare(name: string): PgPreparedQuery<PreparedQueryConfig>;
}

/**
 * What drizzle's prepared query keeps besides its text (instance fields both drivers' prepared
 * queries set, not in drizzle's types): how to map the rows it answers.
 */
interface PreparedInternals {
  fields?: SelectedFieldsOrdered;
  customResultMapper?: (rows: unknown[][]) => unknown;
  _isResponseInArrayMode?: boolean;
  joinsNotNullableMap?: Record<string, boolean>;
}

/** What a statement's calls answer: a builder's rows as its `execute` answers them, else the driver's result. */
export type PreparedResult<B> = B extends { execute(...args: never[]): Promise<infer R> }
  ? R
  : unknown;

/** A statement built once: its SQL with placeholders, and how its rows are mapped. */
interface Template extends PreparedInternals {
  query: Query;
  arrayMode: boolean;
}

const dialect = new PgDialect();
/** Names taken: two texts under one name would fail on PostgreSQL, and only on first clash. */
const names = new Set<string>();

function templateOf(built: Preparable | SQL, name: string): Template {
  // Plain SQL answers the driver's result as `db.execute` does (read it with `rowsOf`).
  if (is(built, SQL)) return { query: dialect.sqlToQuery(built), arrayMode: false };
  const prepared = built.prepare(name) as unknown as PreparedInternals;
  return {
    query: (prepared as unknown as PgPreparedQuery<PreparedQueryConfig>).getQuery(),
    fields: prepared.fields,
    customResultMapper: prepared.customResultMapper,
    arrayMode: prepared._isResponseInArrayMode ?? false,
    joinsNotNullableMap: prepared.joinsNotNullableMap,
  };
}

/**
 * A statement built once, on first use, by `build` (on whatever handle is first given: the
 * text does not depend on it), and run on `on` (a database or a transaction) with `values`
 * for its placeholders. `build` answers a drizzle query builder, whose calls answer its mapped
 * rows as `.execute()` would, or plain `sql`, whose calls answer the driver's result as
 * `db.execute` does. `name` must be unique in the process and `build` must always build the
 * same text (PostgreSQL prepares it under that name on each connection). Whatever varies per
 * call must be a placeholder: a value written in `build`, or a column's JavaScript default
 * (`$defaultFn`) of an insert, is computed once and sent with every call.
 *
 * @throws Error when `name` is taken by another statement.
 */
export function preparedStatement<
  Values extends Record<string, unknown>,
  B extends Preparable | SQL,
>(
  name: string,
  build: (db: Database) => B,
): (on: Database, values: Values) => Promise<PreparedResult<B>> {
  if (names.has(name)) throw new Error(`prepared statement ${name} is defined twice`);
  names.add(name);
  let template: Template | undefined;
  return (on, values) => {
    template ??= templateOf(build(on), name);
    const query = on._.session.prepareQuery(
      template.query,
      template.fields,
      name,
      template.arrayMode,
      template.customResultMapper,
    );
    if (template.joinsNotNullableMap)
      (query as unknown as PreparedInternals).joinsNotNullableMap = template.joinsNotNullableMap;
    return query.execute(values) as Promise<PreparedResult<B>>;
  };
}

/**
 * A family of {@link preparedStatement}s whose text depends on a shape (how many keys, legs or
 * postings), each built once per shape on first use and named `name` and the shape's `key`.
 * Shapes come from the code's call sites, never from input, so the family stays small.
 */
export function preparedFamily<
  Shape,
  Values extends Record<string, unknown>,
  B extends Preparable | SQL,
>(
  name: string,
  key: (shape: Shape) => string,
  build: (db: Database, shape: Shape) => B,
): (shape: Shape) => (on: Database, values: Values) => Promise<PreparedResult<B>> {
  const members = new Map<string, (on: Database, values: Values) => Promise<PreparedResult<B>>>();
  return (shape) => {
    const id = key(shape);
    let statement = members.get(id);
    if (!statement) {
      statement = preparedStatement<Values, B>(`${name}_${id}`, (db) => build(db, shape));
      members.set(id, statement);
    }
    return statement;
  };
}
