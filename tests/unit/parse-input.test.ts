import { describe, expect, it } from "vitest";
import { z } from "zod";
import { emailField, parseInput, requiredText } from "#common/field-schemas.ts";
import { fail, ok } from "#common/result.ts";

const schema = z.object({ name: requiredText(5), email: emailField });

describe("parseInput, the one reader of input", () => {
  it("gives the parsed data", () => {
    expect(parseInput(schema, { name: " Els ", email: " ELS@Example.be" })).toEqual(
      ok({ data: { name: "Els", email: "els@example.be" } }),
    );
  });

  it("gives one code per field, the first problem found", () => {
    expect(parseInput(schema, { name: "too long a name", email: "nope" })).toEqual(
      fail("invalid", { fieldErrors: { name: "tooLong", email: "invalidEmail" } }),
    );
  });

  it.each([[[]], [null], ["text"], [42], [undefined]])(
    "reads %j, which is not an object, as an empty one: every field missing, none keyed undefined",
    (input) => {
      expect(parseInput(schema, input)).toEqual(
        fail("invalid", { fieldErrors: { name: "required", email: "required" } }),
      );
    },
  );
});
