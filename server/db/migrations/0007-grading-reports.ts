import { sql, type Kysely, type RawBuilder } from "kysely";

// Migrations see the database as it was when they were written, not today's typed schema, and
// keep their own copy of the codes (common/grading-report.ts may grow; this must not change).
type AnyDb = Kysely<unknown>;

const labs = ["hrd", "gia", "igi"];
const colours = "DEFGHIJKLMNOPQRSTUVWXYZ".split("");
const clarities = ["FL", "IF", "VVS1", "VVS2", "VS1", "VS2", "SI1", "SI2", "I1", "I2", "I3"];
const cuts = ["excellent", "very-good", "good", "fair", "poor"];

const oneOf = (column: string, values: string[]): RawBuilder<unknown> =>
  sql`${sql.ref(column)} in (${sql.join(values.map((value) => sql.lit(value)))})`;

/** What every report has; the cut is optional (fancy shapes). */
const required = [
  "report_lab",
  "report_number",
  "report_carat_hundredths",
  "report_colour",
  "report_clarity",
];

/** A piece has no report (every column null) or a whole one (all but the cut set). */
const wholeOrNone = sql.join(
  [
    sql`(${sql.join(
      [...required, "report_cut"].map((column) => sql`${sql.ref(column)} is null`),
      sql` and `,
    )})`,
    sql`(${sql.join(
      required.map((column) => sql`${sql.ref(column)} is not null`),
      sql` and `,
    )})`,
  ],
  sql` or `,
);

/**
 * The grading report of a piece's centre stone (issue 21), on products and special editions:
 * its lab, number, carat (hundredths), colour, clarity and cut, each a nullable column with its
 * codes checked. The last column's check also holds the report together: none of it, or all of
 * it but the cut. Columns, not a table: a piece has one centre stone, and the catalogue reads
 * them with the row it already reads. A number's shape per lab is the service's rule
 * (common/grading-report.ts), not the database's, so a better-known shape needs no migration.
 */
export async function up(db: AnyDb): Promise<void> {
  for (const table of ["products", "special_editions"]) {
    const add = (column: string, type: "text" | "integer", check: RawBuilder<unknown>) =>
      db.schema
        .alterTable(table)
        .addColumn(column, type, (c) => c.check(check))
        .execute();
    await add("report_lab", "text", oneOf("report_lab", labs));
    await add("report_number", "text", sql`length(report_number) between 1 and 20`);
    await add(
      "report_carat_hundredths",
      "integer",
      sql`report_carat_hundredths between 1 and 9999`,
    );
    await add("report_colour", "text", oneOf("report_colour", colours));
    await add("report_clarity", "text", oneOf("report_clarity", clarities));
    // Both databases take a column's check naming other columns; SQLite alone cannot add a
    // table's check to an existing table, so the rule that spans them rides on this column.
    await add(
      "report_cut",
      "text",
      sql`(report_cut is null or ${oneOf("report_cut", cuts)}) and (${wholeOrNone})`,
    );
  }
}

export async function down(db: AnyDb): Promise<void> {
  // The cut first: SQLite refuses to drop a column another column's check names.
  const columns = [
    "report_cut",
    "report_clarity",
    "report_colour",
    "report_carat_hundredths",
    "report_number",
    "report_lab",
  ];
  for (const table of ["products", "special_editions"]) {
    for (const column of columns) {
      await db.schema.alterTable(table).dropColumn(column).execute();
    }
  }
}
