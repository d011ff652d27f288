import { createHash, generateKeyPairSync, randomBytes, sign, type KeyObject } from "node:crypto";

/*
 * A WebAuthn authenticator in software, for the integration tests: it answers the options
 * better-auth's passkey plugin hands out the way a browser and a platform authenticator would
 * (attestation "none", an ES256 key), so the service can be tested through whole ceremonies
 * without a browser. The browser tests use Chromium's virtual authenticator instead.
 */

const b64url = (bytes: Uint8Array) => Buffer.from(bytes).toString("base64url");
const sha256 = (data: Uint8Array | string) => createHash("sha256").update(data).digest();

/** The few CBOR items an attestation object needs: integers, byte and text strings, maps. */
type Cbor = number | Uint8Array | string | Map<number | string, Cbor>;

function cborHead(major: number, value: number): Buffer {
  if (value < 24) return Buffer.from([(major << 5) | value]);
  if (value < 0x100) return Buffer.from([(major << 5) | 24, value]);
  if (value < 0x10000) {
    const head = Buffer.alloc(3);
    head[0] = (major << 5) | 25;
    head.writeUInt16BE(value, 1);
    return head;
  }
  const head = Buffer.alloc(5);
  head[0] = (major << 5) | 26;
  head.writeUInt32BE(value, 1);
  return head;
}

function cbor(item: Cbor): Buffer {
  if (typeof item === "number") return item >= 0 ? cborHead(0, item) : cborHead(1, -1 - item);
  if (typeof item === "string") {
    const text = Buffer.from(item, "utf8");
    return Buffer.concat([cborHead(3, text.length), text]);
  }
  if (item instanceof Uint8Array) return Buffer.concat([cborHead(2, item.length), item]);
  const parts = [cborHead(5, item.size)];
  for (const [key, value] of item) parts.push(cbor(key), cbor(value));
  return Buffer.concat(parts);
}

const FLAG_UP = 0x01;
const FLAG_UV = 0x04;
const FLAG_AT = 0x40;

interface Credential {
  id: Buffer;
  privateKey: KeyObject;
  publicKey: Map<number, Cbor>;
  counter: number;
  userHandle: string;
}

export interface SoftAuthenticator {
  /** Answers registration options: a new discoverable credential, as a browser would send it. */
  register(options: object): Record<string, unknown>;
  /** Answers authentication options with the last credential made (or the one given). */
  authenticate(options: object, credentialId?: string): Record<string, unknown>;
  /** The ids (base64url) of the credentials it holds, oldest first. */
  credentialIds(): string[];
}

function read(options: object, field: string): string {
  const value: unknown = Reflect.get(options, field);
  if (typeof value !== "string") throw new Error(`options without ${field}`);
  return value;
}

/**
 * An authenticator for the relying party `origin` (its host is the RP ID). `userVerified`
 * false answers like a security key only touched, without its PIN.
 */
export function softAuthenticator(
  origin: string,
  options: { userVerified?: boolean } = {},
): SoftAuthenticator {
  const rpIdHash = sha256(new URL(origin).hostname);
  const flags = FLAG_UP | (options.userVerified === false ? 0 : FLAG_UV);
  const credentials: Credential[] = [];
  const clientData = (type: string, challenge: string) =>
    Buffer.from(JSON.stringify({ type, challenge, origin, crossOrigin: false }), "utf8");

  return {
    register(creation) {
      const user: unknown = Reflect.get(creation, "user");
      const userHandle: unknown = typeof user === "object" && user ? Reflect.get(user, "id") : "";
      const { privateKey, publicKey } = generateKeyPairSync("ec", { namedCurve: "P-256" });
      const jwk = publicKey.export({ format: "jwk" });
      const coseKey = new Map<number, Cbor>([
        [1, 2], // kty: EC2
        [3, -7], // alg: ES256
        [-1, 1], // crv: P-256
        [-2, Buffer.from(jwk.x ?? "", "base64url")],
        [-3, Buffer.from(jwk.y ?? "", "base64url")],
      ]);
      const id = randomBytes(32);
      credentials.push({
        id,
        privateKey,
        publicKey: coseKey,
        counter: 0,
        userHandle: String(userHandle),
      });
      const idLength = Buffer.alloc(2);
      idLength.writeUInt16BE(id.length);
      const authData = Buffer.concat([
        rpIdHash,
        Buffer.from([flags | FLAG_AT]),
        Buffer.alloc(4), // signature counter 0
        Buffer.alloc(16), // AAGUID: none
        idLength,
        id,
        cbor(coseKey),
      ]);
      const attestation = cbor(
        new Map<string, Cbor>([
          ["fmt", "none"],
          ["attStmt", new Map()],
          ["authData", authData],
        ]),
      );
      return {
        id: b64url(id),
        rawId: b64url(id),
        type: "public-key",
        response: {
          clientDataJSON: b64url(clientData("webauthn.create", read(creation, "challenge"))),
          attestationObject: b64url(attestation),
          transports: ["internal"],
        },
        clientExtensionResults: {},
        authenticatorAttachment: "platform",
      };
    },

    authenticate(request, credentialId) {
      const credential = credentialId
        ? credentials.find((c) => b64url(c.id) === credentialId)
        : credentials.at(-1);
      if (!credential) throw new Error("the authenticator holds no such credential");
      credential.counter += 1;
      const counter = Buffer.alloc(4);
      counter.writeUInt32BE(credential.counter);
      const authData = Buffer.concat([rpIdHash, Buffer.from([flags]), counter]);
      const data = clientData("webauthn.get", read(request, "challenge"));
      const signature = sign(
        "sha256",
        Buffer.concat([authData, sha256(data)]),
        credential.privateKey,
      );
      return {
        id: b64url(credential.id),
        rawId: b64url(credential.id),
        type: "public-key",
        response: {
          clientDataJSON: b64url(data),
          authenticatorData: b64url(authData),
          signature: b64url(signature),
          // The options named the user by base64url text, which the browser hands back.
          userHandle: credential.userHandle,
        },
        clientExtensionResults: {},
        authenticatorAttachment: "platform",
      };
    },

    credentialIds: () => credentials.map((c) => b64url(c.id)),
  };
}
