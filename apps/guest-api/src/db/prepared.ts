import type { CompiledQuery, Compilable } from 'kysely';
import type { Store } from './store.ts';

/** Where a call's own value goes in a query built once. */
class Slot {
  readonly index: number;
  constructor(index: number) {
    this.index = index;
  }
}

/**
 * A read built and compiled once per store, each call binding only its values. Kysely builds and
 * compiles a query on every execute, which cost the API's small indexed reads more than SQLite's own
 * work (the API's profile in docs/benchmarks.md); the reads of every signed-in call are prepared so.
 * `build` receives stand-ins for the values: use each as a plain comparison value (not in a list).
 * Not for a transaction: outside one only.
 */
export function preparedRead<Values extends unknown[], Row>(
  build: (store: Store, ...values: Values) => Compilable<Row>,
): (store: Store, ...values: Values) => Promise<Row[]> {
  const compiled = new WeakMap<Store, CompiledQuery<Row>>();
  return async (store, ...values) => {
    let query = compiled.get(store);
    if (!query) {
      const slots = values.map((_, index) => new Slot(index)) as Values;
      query = build(store, ...slots).compile();
      compiled.set(store, query);
    }
    const parameters = query.parameters.map((parameter) =>
      parameter instanceof Slot ? values[parameter.index] : parameter,
    );
    return (await store.executeQuery<Row>({ ...query, parameters })).rows;
  };
}
