/**
 * A real OpenID Connect provider (oidc-provider v9) on 127.0.0.1 for browser tests of
 * federated sign-in. It uses oidc-provider's built-in development interactions, so a test goes
 * through the real redirect flow in the browser:
 *
 * 1. Login page (`<h1>Sign-in</h1>`): `<input name="login">` (any login; tests type an e-mail
 *    address, which becomes the account's `sub` and `email`), `<input type="password"
 *    name="password">` (anything, never checked), `<button type="submit">Sign-in</button>`.
 * 2. Consent page (`<h1>Authorize</h1>`): `<button autofocus type="submit">Continue</button>`.
 *
 * Both pages have the document title "Sign-in" (tell them apart by the h1), and both have an
 * "[ Cancel ]" link, which sends the user back with `error=access_denied`. The provider keeps
 * its own session cookie: a second authorization in the same browser context skips both pages
 * and redirects straight back (use a fresh context, or `prompt=login`, to see them again;
 * signing out of the app does not end the provider session). These selectors come from oidc-provider/lib/views/login.js and
 * interaction.js; see `oidcDevSelectors`.
 *
 * Issued ID tokens carry `email`, `email_verified: true` and `name` (conformIdTokenClaims is off),
 * so the app does not even need the userinfo endpoint (which works too).
 */
import { generateKeyPairSync, randomBytes, randomUUID } from "node:crypto";
import { createServer, type IncomingMessage, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";
import Provider, { type Configuration, type JWK } from "oidc-provider";

/** Selectors of oidc-provider's dev interaction pages (login form, then consent). */
export const oidcDevSelectors = {
  /** Text input for the account id; type the user's e-mail address here. */
  login: 'input[name="login"]',
  /** Password input; any non-empty value is accepted (the field is `required`). */
  password: 'input[name="password"]',
  /** Submit button of the login form; its text is "Sign-in". */
  submit: 'button[type="submit"]',
  /** Submit button of the consent form; its text is "Continue". */
  consent: 'button[type="submit"][autofocus]',
  /** Link on both pages that aborts the flow (the app then gets `error=access_denied`). */
  cancel: 'a[href$="/abort"]',
} as const;

export interface TestOidcProvider {
  /** e.g. "http://127.0.0.1:PORT"; discovery lives at `${issuer}/.well-known/openid-configuration`. */
  issuer: string;
  clientId: string;
  clientSecret: string;
  close(): Promise<void>;
}

export interface OidcProviderOptions {
  /** Exact redirect URIs the client may use, e.g. `${appUrl}/api/auth/callback/oidc`. */
  redirectUris: string[];
  clientId?: string;
  clientSecret?: string;
}

/** "ada@example.com" → "Ada", "grace.hopper@example.com" → "Grace Hopper". */
export function nameFromLogin(login: string): string {
  const local = login.split("@")[0] ?? login;
  const words = local.split(/[._+-]+/).filter(Boolean);
  if (words.length === 0) return login;
  return words.map((word) => word.charAt(0).toUpperCase() + word.slice(1)).join(" ");
}

/** Runs `construct` with oidc-provider's construction-time development-mode warnings muted. */
function withoutDevWarnings<T>(construct: () => T): T {
  const warn = Reflect.get(console, "warn");
  const filtered: typeof console.warn = (...args: unknown[]) => {
    const [first] = args;
    if (typeof first === "string" && first.includes("oidc-provider WARNING: a quick start")) return;
    warn.apply(console, args);
  };
  Reflect.set(console, "warn", filtered);
  try {
    return construct();
  } finally {
    Reflect.set(console, "warn", warn);
  }
}

function signingKey(): JWK {
  const { privateKey } = generateKeyPairSync("rsa", { modulusLength: 2048 });
  const jwk = privateKey.export({ format: "jwk" });
  return { ...jwk, kid: randomUUID(), alg: "RS256", use: "sig" };
}

/**
 * Starts an OpenID Connect provider on 127.0.0.1 (free port) with one confidential client for the
 * authorization code flow (PKCE S256 accepted and checked when sent, not required for this
 * confidential client; scopes openid, email, profile).
 */
export async function startOidcProvider(options: OidcProviderOptions): Promise<TestOidcProvider> {
  const clientId = options.clientId ?? "storefront-test";
  const clientSecret = options.clientSecret ?? randomBytes(24).toString("base64url");

  // Listen first, so the issuer (which must be known to construct the provider) carries the
  // port the server really holds; requests are handed to the provider once it exists.
  let handle: (req: IncomingMessage, res: ServerResponse) => void = (_req, res) => {
    res.writeHead(503).end("starting");
  };
  const server = createServer((req, res) => {
    handle(req, res);
  });
  await new Promise<void>((resolve, reject) => {
    server.once("error", reject);
    server.listen(0, "127.0.0.1", () => {
      server.off("error", reject);
      resolve();
    });
  });
  const { port } = server.address() as AddressInfo;
  const issuer = `http://127.0.0.1:${port}`;

  const configuration: Configuration = {
    clients: [
      {
        client_id: clientId,
        client_secret: clientSecret,
        redirect_uris: options.redirectUris,
        grant_types: ["authorization_code"],
        response_types: ["code"],
        // better-auth's generic OAuth plugin sends client_secret_post when a clientSecret is set
        // (client_secret_basic only with `authentication: "basic"`). oidc-provider v9 accepts the
        // secret either way for a client registered with either of the two methods.
        token_endpoint_auth_method: "client_secret_post",
      },
    ],
    claims: {
      openid: ["sub"],
      email: ["email", "email_verified"],
      profile: ["name"],
    },
    // Put the scope-requested claims into the ID token as well, not only into userinfo.
    conformIdTokenClaims: false,
    findAccount(_ctx, id) {
      return {
        accountId: id,
        claims: () => ({ sub: id, email: id, email_verified: true, name: nameFromLogin(id) }),
      };
    },
    jwks: { keys: [signingKey()] },
    cookies: { keys: [randomBytes(32).toString("base64url")] },
    features: { devInteractions: { enabled: true } },
    // Explicit values keep oidc-provider from logging "default ... function called" notices.
    ttl: {
      AccessToken: 3600,
      AuthorizationCode: 60,
      IdToken: 3600,
      Interaction: 3600,
      Session: 3600,
      Grant: 3600,
    },
    clientBasedCORS: () => false,
    renderError(ctx, out) {
      ctx.type = "html";
      ctx.body = `<!DOCTYPE html><title>oidc error</title><h1>oidc error</h1><pre id="oidc-error">${Object.entries(
        out,
      )
        .map(([key, value]) => `${key}: ${String(value)}`)
        .join("\n")
        .replace(/[&<>]/g, (char) => `&#${char.charCodeAt(0)};`)}</pre>`;
    },
  };

  const provider = withoutDevWarnings(() => new Provider(issuer, configuration));
  // The dev pages import a Google web font; the machine has no internet, so drop it rather than
  // have the browser wait on it.
  provider.use(async (ctx, next) => {
    await next();
    if (typeof ctx.body === "string" && ctx.response.is("html")) {
      ctx.body = ctx.body.replace(/@import url\(https:\/\/fonts\.googleapis\.com[^)]*\);/, "");
    }
  });
  const callback = provider.callback();
  handle = (req, res) => {
    void callback(req, res);
  };

  return {
    issuer,
    clientId,
    clientSecret,
    close() {
      return new Promise<void>((resolve, reject) => {
        server.close((error) => {
          if (error) reject(error);
          else resolve();
        });
        server.closeAllConnections();
      });
    },
  };
}
