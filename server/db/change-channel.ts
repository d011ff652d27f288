import { randomUUID } from "node:crypto";
import { sql } from "kysely";
import pg from "pg";
import type { Logger } from "pino";
import type { Database, DatabaseTarget } from "./connection.ts";

/**
 * Tells every instance sharing the database that data its kept pages and answers show has
 * changed (docs/architecture.md §1, "Several instances"). On PostgreSQL through LISTEN/NOTIFY:
 * one channel for the whole database, each message naming the schema it is about and the
 * instance that sent it. On SQLite there is one instance: a change is only this instance's.
 */
export interface ChangeChannel {
  /** This instance's caches go at once; every other instance's within moments. */
  publish: () => void;
  close: () => Promise<void>;
}

export interface ChangeChannelOptions {
  target: DatabaseTarget;
  /** The instance's own pool, which sends the notifications. */
  db: Database;
  log: Logger;
  /** Drops what this instance keeps. */
  onChange: () => void;
  /** First wait before connecting again after the listening connection dropped; doubles to 30 s. */
  retryMs?: number;
}

const CHANNEL = "storefront_changes";
/** How the listening connection shows in pg_stat_activity. */
export const LISTENER_NAME = "storefront-changes";
const RETRY_MAX_MS = 30_000;

interface Message {
  schema: string;
  from: string;
}

export async function openChangeChannel(options: ChangeChannelOptions): Promise<ChangeChannel> {
  const { target, db, log, onChange } = options;
  if (target.kind === "sqlite") {
    return { publish: onChange, close: () => Promise.resolve() };
  }
  const instance = randomUUID();
  const retryMs = options.retryMs ?? 1000;
  let schema: string | null = null;
  let client: pg.Client | null = null;
  let stopped = false;
  let retry: NodeJS.Timeout | undefined;
  let wait = retryMs;
  let everConnected = false;

  const heard = (message: pg.Notification) => {
    if (message.channel !== CHANNEL || !message.payload) return;
    let parsed: Message;
    try {
      parsed = JSON.parse(message.payload) as Message;
    } catch {
      return;
    }
    // Its own message: this instance cleared when it published.
    if (parsed.schema === schema && parsed.from !== instance) onChange();
  };

  const connect = async () => {
    const next = new pg.Client({
      connectionString: target.url,
      application_name: LISTENER_NAME,
      // A connection dropped without a goodbye (a NAT, a failover) is noticed, not waited on.
      keepAlive: true,
      ...(target.schema ? { options: `-c search_path=${target.schema}` } : {}),
    });
    const lost = (error?: Error) => {
      if (client !== next) return;
      client = null;
      next.removeAllListeners("notification");
      next.end().catch(() => undefined);
      if (stopped) return;
      log.warn({ err: error }, "lost the database's change notifications; connecting again");
      schedule();
    };
    next.on("error", lost);
    next.on("end", () => {
      lost();
    });
    next.on("notification", heard);
    try {
      await next.connect();
      const { rows } = await next.query<{ schema: string }>("select current_schema() as schema");
      schema = rows[0]?.schema ?? null;
      await next.query(`listen ${CHANNEL}`);
    } catch (error) {
      next.removeAllListeners();
      next.on("error", () => undefined);
      await next.end().catch(() => undefined);
      throw error;
    }
    if (stopped) {
      await next.end();
      return;
    }
    client = next;
    wait = retryMs;
    // Changes made while this instance was not listening were never heard: assume some were.
    if (everConnected) onChange();
    everConnected = true;
  };

  const schedule = () => {
    clearTimeout(retry);
    retry = setTimeout(() => {
      connect().catch((error: unknown) => {
        log.warn({ err: error }, "could not listen for the database's change notifications");
        wait = Math.min(wait * 2, RETRY_MAX_MS);
        if (!stopped) schedule();
      });
    }, wait);
    retry.unref();
  };

  try {
    await connect();
  } catch (error) {
    log.warn({ err: error }, "could not listen for the database's change notifications");
    schedule();
  }

  return {
    publish: () => {
      onChange();
      const from = instance;
      sql`select pg_notify(${CHANNEL}, json_build_object('schema', current_schema(), 'from', ${from}::text)::text)`
        .execute(db)
        .catch((error: unknown) => {
          log.error({ err: error }, "could not tell the other instances of a change");
        });
    },
    close: async () => {
      stopped = true;
      clearTimeout(retry);
      const current = client;
      client = null;
      await current?.end().catch(() => undefined);
    },
  };
}
