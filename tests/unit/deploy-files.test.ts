import { readFileSync } from "node:fs";
import { join } from "node:path";
import { parseEnv } from "node:util";
import { describe, expect, it } from "vitest";
import { loadConfig } from "#server/config.ts";
import { bodyLimitRules } from "#server/http/body-limit.ts";

const deploy = join(import.meta.dirname, "../../deploy");
const read = (name: string) => readFileSync(join(deploy, name), "utf8");

describe("deploy/", () => {
  it("the example environment is a valid production configuration behind the proxy", () => {
    const env = parseEnv(read("storefront.env.example"));
    expect(env.PORT).toBeUndefined();
    const config = loadConfig(env);
    expect(config.trustProxy).toBe(true);
    expect(config.host).toBe("127.0.0.1");
    expect(config.publicUrl).toMatch(/^https:\/\//);
    expect(config.database.kind).toBe("postgres");
    expect(config.seedDemoData).toBe(false);
  });

  it("nginx overwrites every forwarded header the app believes, and takes the largest body", () => {
    const site = read("nginx/storefront.conf");
    for (const header of ["X-Forwarded-For", "X-Forwarded-Proto", "X-Forwarded-Host"]) {
      expect(site).toMatch(new RegExp(`^\\s*proxy_set_header ${header} \\$`, "m"));
    }
    const limit = /client_max_body_size (\d+)m;/.exec(site)?.[1];
    const largest = Math.max(...bodyLimitRules.map((rule) => rule.maxBytes));
    expect(Number(limit) * 1024 * 1024).toBeGreaterThanOrEqual(largest);
  });

  it("nginx keeps /metrics off the public address: Prometheus asks each instance itself", () => {
    expect(read("nginx/storefront.conf")).toMatch(/location = \/metrics \{\s*return 404;\s*\}/);
  });

  it("the systemd unit runs each instance on its own port as its own user, hardened", () => {
    const unit = read("systemd/storefront@.service");
    for (const line of [
      "User=storefront",
      "EnvironmentFile=/etc/storefront/storefront.env",
      "Environment=NODE_ENV=production PORT=%i",
      "Restart=on-failure",
      "NoNewPrivileges=yes",
      "ProtectSystem=strict",
    ]) {
      expect(unit.split("\n")).toContain(line);
    }
  });
});
