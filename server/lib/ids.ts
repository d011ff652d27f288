import { randomBytes } from "node:crypto";

/** 20 URL-safe characters (120 random bits), the id format of every entity. */
export function newId(): string {
  return randomBytes(15).toString("base64url");
}

/** What people see of an order id: its last 6 characters, upper-cased. */
export function orderReference(id: string): string {
  return id.slice(-6).toUpperCase();
}
