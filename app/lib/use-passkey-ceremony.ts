import { useState } from "react";
import { useTranslation } from "#app/i18n/use-translation.ts";
import type { Failure, FormAnswer } from "#common/result.ts";
import type { PasskeyOutcome, PasskeyProblem } from "./passkey-client.ts";

type PasskeyClient = typeof import("./passkey-client.ts");

/**
 * A passkey ceremony started by a click: loads passkey-client.ts (with @simplewebauthn/browser)
 * only then, runs it, and keeps its end as a form answer for useFormAnswer (focus on the
 * message or the field, the failure's words in the page's language). A problem in the browser
 * (no WebAuthn, cancelled, already there) is answered as "failed" with its own words in
 * `messages`, so the form shows it like any other failure; so are the server's codes whose
 * common words would mislead here (passkeys.service.ts: "invalid-credentials" is a passkey
 * refused, "not-authorized" a session too old to add one).
 */
export function usePasskeyCeremony(kind: "add" | "sign-in") {
  const { t } = useTranslation("account");
  const [pending, setPending] = useState(false);
  const [answer, setAnswer] = useState<FormAnswer | undefined>(undefined);
  const [problem, setProblem] = useState<PasskeyProblem | null>(null);

  /** Runs the ceremony; answers whether it succeeded. `values` are what the form sent. */
  async function run(
    work: (client: PasskeyClient) => Promise<PasskeyOutcome>,
    values: Record<string, string> = {},
  ): Promise<boolean> {
    setPending(true);
    let outcome: PasskeyOutcome;
    try {
      outcome = await work(await import("./passkey-client.ts"));
    } catch {
      // The script did not load (offline, a new version deployed meanwhile).
      outcome = { ok: false, problem: "failed" };
    }
    setPending(false);
    if (outcome.ok) {
      setProblem(null);
      setAnswer({ ok: true });
      return true;
    }
    if ("problem" in outcome) {
      setProblem(outcome.problem);
      setAnswer({ ok: false, error: "failed", values });
    } else {
      setProblem(null);
      setAnswer({ ...outcome.failure, values });
    }
    return false;
  }

  /** A failure found before asking anyone (an empty name). */
  function refuse(failure: Failure, values: Record<string, string>) {
    setProblem(null);
    setAnswer({ ...failure, values });
  }

  const problemKey =
    problem === "cancelled" ? (`${kind}-cancelled` as const) : (problem ?? "failed");
  return {
    pending,
    answer,
    run,
    refuse,
    /** useFormAnswer's `messages`: the ceremony's own words for its failures. */
    messages: {
      "invalid-credentials": t(`passkeys.errors.${kind}-refused`),
      "not-authorized": t("passkeys.errors.session-not-fresh"),
      ...(problem ? { failed: t(`passkeys.problems.${problemKey}`) } : {}),
    },
  };
}
