import SQLite from "better-sqlite3";
import { sharedServer } from "./shared-server.ts";

/** The browser-test server's SQLite file, opened beside it (WAL allows a second process). */
export function openServerDatabase() {
  const db = new SQLite(sharedServer().sqlitePath);
  db.pragma("busy_timeout = 5000");
  return db;
}

export interface StoredValuation {
  name: string;
  email: string;
  phone: string | null;
  message: string;
  locale: string;
}

export function findValuation(email: string): StoredValuation | undefined {
  const db = openServerDatabase();
  try {
    return db
      .prepare("select name, email, phone, message, locale from valuation_requests where email = ?")
      .get(email) as StoredValuation | undefined;
  } finally {
    db.close();
  }
}

/** The stored photos (`/media/<name>`) of the request sent from this address, in order. */
export function findValuationPhotos(email: string): string[] {
  const db = openServerDatabase();
  try {
    const rows = db
      .prepare(
        `select p.url from valuation_photos p
         join valuation_requests r on r.id = p.valuation_request_id
         where r.email = ? order by p.position`,
      )
      .all(email) as { url: string }[];
    return rows.map((row) => row.url);
  } finally {
    db.close();
  }
}
