import type { CompiledQuery, Compilable } from 'kysely';
import { immediateReader, type Store } from './store.ts';

/** Where a call's own value goes in a query built once. */
class Slot {
  readonly index: number;
  constructor(index: number) {
    this.index = index;
  }
}

interface PreparedFor<Row> {
  query: CompiledQuery<Row>;
  readNow: ReturnType<typeof immediateReader>;
}

/**
 * A read built and compiled once per store, each call binding only its values. Kysely builds and
 * compiles a query on every execute, which cost the API's small indexed reads more than SQLite's own
 * work (the API's profile in docs/benchmarks.md); the reads of every signed-in call are prepared so.
 * On SQLite the read then runs at once on the dialect's kept statement, skipping Kysely's executor
 * and its connection lock (the rest of a small read's cost), unless a transaction is open.
 * `build` receives stand-ins for the values: use each as a plain comparison value (not in a list).
 * Not for a transaction: outside one only.
 */
export function preparedRead<Values extends unknown[], Row>(
  build: (store: Store, ...values: Values) => Compilable<Row>,
): (store: Store, ...values: Values) => Promise<Row[]> {
  const prepared = new WeakMap<Store, PreparedFor<Row>>();
  return async (store, ...values) => {
    let kept = prepared.get(store);
    if (!kept) {
      const slots = values.map((_, index) => new Slot(index)) as Values;
      kept = { query: build(store, ...slots).compile(), readNow: immediateReader(store) };
      prepared.set(store, kept);
    }
    const { query, readNow } = kept;
    const parameters = bound(query, values);
    const rows = readNow?.(query.sql, parameters);
    if (rows) return rows as Row[];
    return (await store.executeQuery<Row>({ ...query, parameters })).rows;
  };
}

/**
 * A write built and compiled once per store, each call binding only its values (`build` as for
 * `preparedRead`). It runs through Kysely's executor, so it waits for an open transaction as any
 * write does. Not for a transaction: outside one only.
 */
export function preparedWrite<Values extends unknown[]>(
  build: (store: Store, ...values: Values) => Compilable<unknown>,
): (store: Store, ...values: Values) => Promise<void> {
  const prepared = new WeakMap<Store, CompiledQuery<unknown>>();
  return async (store, ...values) => {
    let query = prepared.get(store);
    if (!query) {
      const slots = values.map((_, index) => new Slot(index)) as Values;
      query = build(store, ...slots).compile();
      prepared.set(store, query);
    }
    await store.executeQuery({ ...query, parameters: bound(query, values) });
  };
}

function bound(query: CompiledQuery<unknown>, values: unknown[]): unknown[] {
  return query.parameters.map((parameter) =>
    parameter instanceof Slot ? values[parameter.index] : parameter,
  );
}
