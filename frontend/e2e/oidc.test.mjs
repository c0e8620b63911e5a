// Sign-in against a real OpenID provider (npm `oidc-provider`) on 127.0.0.1:
// authorization code + PKCE, the provider's development login and consent
// pages, back to the app's home greeting the user by the given name.

import assert from "node:assert/strict";
import http from "node:http";
import { after, before, describe, test } from "node:test";

import Provider from "oidc-provider";

import {
  TEST_TIMEOUT_MS,
  currentUser,
  freePort,
  launchBrowser,
  newPage,
  startPresently,
  withDiagnostics,
} from "./support.mjs";

const CLIENT_ID = "presently-e2e";
const CLIENT_SECRET = "presently-e2e-client-secret-0123456789";

const ACCOUNT = {
  email: "grace@example.com",
  email_verified: true,
  given_name: "Grace",
  family_name: "Hopper",
  name: "Grace Hopper",
};

/** An OpenID provider on 127.0.0.1 with one confidential client. */
async function startProvider({ redirectUri }) {
  const port = await freePort();
  const issuer = `http://127.0.0.1:${port}`;
  const seen = { authorization: [], token: 0, userinfo: 0 };
  const provider = new Provider(issuer, {
    clients: [
      {
        client_id: CLIENT_ID,
        client_secret: CLIENT_SECRET,
        redirect_uris: [redirectUri],
        grant_types: ["authorization_code"],
        response_types: ["code"],
        token_endpoint_auth_method: "client_secret_basic",
      },
    ],
    pkce: { required: () => true },
    features: { devInteractions: { enabled: true } },
    claims: {
      openid: ["sub"],
      email: ["email", "email_verified"],
      profile: ["given_name", "family_name", "name", "picture"],
    },
    cookies: { keys: ["presently-e2e-cookie-key"] },
    // Explicit lifetimes (seconds), which also keeps the default-ttl notices quiet.
    ttl: { AccessToken: 600, AuthorizationCode: 60, Grant: 3600, IdToken: 600, Interaction: 600, Session: 3600 },
    async findAccount(_ctx, sub) {
      return {
        accountId: sub,
        async claims() {
          return { sub, ...ACCOUNT };
        },
      };
    },
  });
  provider.on("server_error", (_ctx, error) => console.error("oidc-provider server_error:", error));
  // Remember what the client asked for, to check scopes and PKCE.
  provider.use(async (ctx, next) => {
    if (ctx.path === "/auth") seen.authorization.push(Object.fromEntries(new URLSearchParams(ctx.querystring)));
    if (ctx.path === "/token") seen.token += 1;
    if (ctx.path === "/me") seen.userinfo += 1;
    await next();
  });

  const server = http.createServer(provider.callback());
  await new Promise((resolve, reject) => {
    server.once("error", reject);
    server.listen(port, "127.0.0.1", resolve);
  });
  return {
    issuer,
    seen,
    async stop() {
      server.closeAllConnections?.();
      await new Promise((resolve) => server.close(resolve));
    },
  };
}

describe("OpenID Connect sign-in", () => {
  let provider;
  let app;
  let browser;

  before(async () => {
    const appPort = await freePort();
    const publicUrl = `http://127.0.0.1:${appPort}`;
    provider = await startProvider({ redirectUri: `${publicUrl}/api/callback` });
    app = await startPresently({
      port: appPort,
      env: {
        OIDC_ISSUER: provider.issuer,
        OIDC_CLIENT_ID: CLIENT_ID,
        OIDC_CLIENT_SECRET: CLIENT_SECRET,
        PUBLIC_URL: publicUrl,
      },
    });
    browser = await launchBrowser();
  });

  after(async () => {
    await browser?.close();
    await app?.stop();
    await provider?.stop();
  });

  test("dev login is off while a provider is configured", { timeout: TEST_TIMEOUT_MS }, async () => {
    const form = await fetch(app.url("/api/dev-login"), { redirect: "manual" });
    assert.equal(form.status, 404);
    const submit = await fetch(app.url("/api/dev-login"), {
      method: "POST",
      redirect: "manual",
      headers: { "Content-Type": "application/x-www-form-urlencoded" },
      body: new URLSearchParams({ email: "mallory@example.com", first_name: "M", last_name: "X" }).toString(),
    });
    assert.equal(submit.status, 404);
    assert.equal(submit.headers.get("set-cookie"), null, "no session from a refused dev login");
  });

  test("landing -> Sign in -> provider login and consent -> home", { timeout: TEST_TIMEOUT_MS }, async () => {
    const { context, page } = await newPage(browser, app);
    try {
      await withDiagnostics({ server: app, page }, async () => {
        await page.goto("/");
        const signIn = page.getByRole("banner").getByRole("link", { name: "Sign in", exact: true });
        await signIn.waitFor();

        // To the provider's development login page.
        await Promise.all([
          page.waitForURL((url) => url.origin === provider.issuer && url.pathname.startsWith("/interaction/")),
          signIn.click(),
        ]);
        const auth = provider.seen.authorization.at(-1);
        assert.ok(auth, "the app sent the browser to the authorization endpoint");
        assert.equal(auth.client_id, CLIENT_ID);
        assert.equal(auth.response_type, "code");
        assert.equal(auth.redirect_uri, `${app.baseUrl}/api/callback`);
        assert.deepEqual(auth.scope.split(" ").sort(), ["email", "openid", "profile"]);
        assert.equal(auth.code_challenge_method, "S256");
        assert.ok(auth.code_challenge && auth.state && auth.nonce, "PKCE challenge, state and nonce");

        await page.locator('input[name="login"]').fill("grace");
        await page.locator('input[name="password"]').fill("any password");
        await page.getByRole("button", { name: "Sign-in" }).click();

        // Consent, then back to the app.
        await page.getByRole("button", { name: "Continue" }).click();
        await page.waitForURL((url) => url.origin === app.baseUrl && url.pathname === "/");
        await page.getByRole("heading", { level: 1, name: /^Good (morning|afternoon|evening), Grace$/ }).waitFor();
        await page.getByTestId("account-menu").getByText("Grace Hopper").waitFor();
        assert.ok(provider.seen.token >= 1, "the code was exchanged at the token endpoint");
        // oidc-provider keeps profile claims out of a code-flow ID token: the
        // names above came from the userinfo endpoint.
        assert.ok(provider.seen.userinfo >= 1, "the profile was read from the userinfo endpoint");

        const me = await currentUser(page);
        assert.equal(me.status, 200);
        assert.equal(me.body.firstName, "Grace");
        assert.equal(me.body.lastName, "Hopper");
        assert.equal(me.body.email, "grace@example.com");
      });
    } finally {
      await context.close();
    }
  });
});
