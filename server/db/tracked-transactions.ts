import { AsyncLocalStorage } from "node:async_hooks";
import type { Kysely, Transaction } from "kysely";
import type { DB } from "./schema.ts";

/** The transaction the current work runs in, when it was opened through `trackTransactions`. */
const current = new AsyncLocalStorage<Transaction<DB>>();

/**
 * `db`, except that the work of each transaction opened through it runs with that transaction
 * at hand (`currentTransaction`). better-auth is given it, so our database hooks can write a
 * mail in better-auth's transaction, and the mail commits or rolls back with the sign-up or
 * reset that causes it (docs/decisions/0024-queued-mails.md). Only `transaction()` differs;
 * every other member is Kysely's own, bound to it (Kysely keeps private fields).
 */
export function trackTransactions(db: Kysely<DB>): Kysely<DB> {
  return new Proxy(db, {
    get(target, property) {
      if (property === "transaction") {
        return () => {
          const builder = target.transaction();
          return new Proxy(builder, {
            get(inner, name) {
              if (name !== "execute") return bound(inner, name);
              return <T>(work: (trx: Transaction<DB>) => Promise<T>) =>
                inner.execute((trx) => current.run(trx, () => work(trx)));
            },
          });
        };
      }
      return bound(target, property);
    },
  });
}

function bound(target: object, property: string | symbol): unknown {
  const value: unknown = Reflect.get(target, property);
  return typeof value === "function" ? (value as () => unknown).bind(target) : value;
}

/** The transaction the current work runs in, if it was opened through `trackTransactions`. */
export function currentTransaction(): Transaction<DB> | undefined {
  return current.getStore();
}
