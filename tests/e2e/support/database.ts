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

/** A request written straight into the server's database, as the contact form would. */
export function insertValuationRequest(email: string, name: string): string {
  const id = `e2e${Date.now().toString(36)}${Math.random().toString(36).slice(2)}`.slice(0, 20);
  const db = openServerDatabase();
  try {
    db.prepare(
      "insert into valuation_requests (id, name, email, phone, message, locale, created_at) values (?, ?, ?, null, 'Een horloge.', 'nl', ?)",
    ).run(id, name, email, new Date().toISOString());
  } finally {
    db.close();
  }
  return id;
}
