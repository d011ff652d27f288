import type { ColumnType, Generated } from "kysely";
import type { Timestamp } from "./schema-operations.ts";

/*
 * The tables better-auth keeps beside `users` (server/accounts/auth.ts maps its field names
 * onto these columns). Listed in schema.ts's DB with the others.
 */

/** better-auth's session rows; the cookie carries the signed token. */
export interface SessionsTable {
  id: string;
  token: string;
  user_id: string;
  expires_at: Timestamp;
  ip_address: string | null;
  user_agent: string | null;
  created_at: Timestamp;
  updated_at: Timestamp;
  /** How it was signed in, or confirmed since (server/accounts/sign-in-method.ts). */
  signed_in_with: Generated<string>;
}

/** A way to sign in to a user: provider "credential" holds the password hash. */
export interface AccountsTable {
  id: string;
  user_id: string;
  provider_id: string;
  account_id: string;
  password: string | null;
  access_token: string | null;
  refresh_token: string | null;
  id_token: string | null;
  access_token_expires_at: Timestamp | null;
  refresh_token_expires_at: Timestamp | null;
  scope: string | null;
  created_at: Timestamp;
  updated_at: Timestamp;
}

/** One-time tokens (password reset, OAuth state). */
export interface VerificationsTable {
  id: string;
  identifier: string;
  value: string;
  expires_at: Timestamp;
  created_at: Timestamp;
  updated_at: Timestamp;
}

/**
 * An account's second factor (better-auth's two-factor plugin; migration 0015): the TOTP
 * secret and the unused backup codes, both encrypted by better-auth with the auth secret.
 */
export interface TwoFactorsTable {
  id: string;
  secret: string;
  backup_codes: string;
  user_id: string;
  /** False from setting up until the first code from the app is confirmed. */
  verified: ColumnType<boolean | number, boolean | undefined, boolean>;
  failed_verification_count: ColumnType<number, number | undefined, number>;
  locked_until: Timestamp | null;
}

/**
 * A passkey (WebAuthn credential) of a user, written by better-auth's passkey plugin;
 * `last_used_at` is set by the passkey service on each sign-in with it.
 */
export interface PasskeysTable {
  id: string;
  user_id: string;
  name: string | null;
  public_key: string;
  credential_id: string;
  counter: number;
  device_type: string;
  // SQLite keeps a boolean as 0 or 1.
  backed_up: ColumnType<boolean | number, boolean | number, boolean | number>;
  transports: string | null;
  aaguid: string | null;
  created_at: Timestamp;
  last_used_at: Timestamp | null;
}
