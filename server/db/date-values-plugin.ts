import type {
  KyselyPlugin,
  PluginTransformQueryArgs,
  PluginTransformResultArgs,
  QueryResult,
  RootOperationNode,
  UnknownRow,
} from "kysely";

/** Timestamp columns of the tables better-auth reads, also as `_joined_<table>_<column>`. */
const TIMESTAMP_COLUMN = /(created_at|updated_at|expires_at|locked_until)$/;

/**
 * Our PostgreSQL pool parses timestamptz to ISO text so that both databases hand the code
 * the same shapes (see connection.ts). better-auth, told it is on PostgreSQL, expects Date
 * objects back and compares them with `<`, which silently fails on text. Its Kysely
 * instance therefore wears this plugin, which turns those columns back into Dates.
 */
export class DateValuesPlugin implements KyselyPlugin {
  transformQuery(args: PluginTransformQueryArgs): RootOperationNode {
    return args.node;
  }

  transformResult(args: PluginTransformResultArgs): Promise<QueryResult<UnknownRow>> {
    const rows = args.result.rows.map((row) => {
      const out: UnknownRow = {};
      for (const [key, value] of Object.entries(row)) {
        out[key] =
          typeof value === "string" && TIMESTAMP_COLUMN.test(key) ? new Date(value) : value;
      }
      return out;
    });
    return Promise.resolve({ ...args.result, rows });
  }
}
