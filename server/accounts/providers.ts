import type { Config } from "#server/config.ts";

/** The one OpenID Connect provider configured by OIDC_ISSUER; its callback path uses this id. */
export const OIDC_PROVIDER_ID = "oidc";

export interface FederatedProvider {
  id: string;
  /** On the button: "Sign in with {{name}}". */
  name: string;
  /** Where the browser is sent to sign in (the Content-Security-Policy must allow it). */
  origin: string;
}

/** The configured federated sign-in providers, in the order their buttons appear. */
export function federatedProviders(config: Pick<Config, "auth">): FederatedProvider[] {
  const providers: FederatedProvider[] = [];
  const { google, oidc } = config.auth;
  if (google)
    providers.push({ id: "google", name: "Google", origin: "https://accounts.google.com" });
  if (oidc)
    providers.push({ id: OIDC_PROVIDER_ID, name: oidc.name, origin: new URL(oidc.issuer).origin });
  return providers;
}
