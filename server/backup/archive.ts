import { z } from "zod";

/** What an archive holds, beside the database and the pictures. */
export const manifestSchema = z.object({
  format: z.literal(1),
  createdAt: z.iso.datetime(),
  database: z.enum(["sqlite", "postgres"]),
  /** PostgreSQL: the schema that was dumped (the shop's, `public` unless its URL set one). */
  schema: z
    .string()
    .regex(/^[a-z_][a-z0-9_]*$/)
    .nullable(),
});
export type Manifest = z.infer<typeof manifestSchema>;

export const MANIFEST_FILE = "manifest.json";
export const MEDIA_FOLDER = "media";
export const DATABASE_FILE = { sqlite: "database.sqlite", postgres: "database.pgdump" } as const;
/** The archives `npm run backup` writes, and the only files it ever deletes. */
export const ARCHIVE_NAME = /^storefront-\d{8}T\d{6}Z\.tar\.gz$/;
