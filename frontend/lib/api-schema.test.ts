// The API's types are generated from the committed OpenAPI document
// (`openapi.json`, itself checked against the routes by `cargo test`):
// this fails when `lib/api-schema.ts` was not regenerated after it changed.
import { execFileSync } from "node:child_process";
import { describe, expect, it } from "vitest";

// Vitest runs in the frontend folder.
const frontend = process.cwd();

describe("lib/api-schema.ts", () => {
  it("is generated from the committed openapi.json (run `make api-types`)", () => {
    const check = () =>
      execFileSync("node_modules/.bin/openapi-typescript", ["../openapi.json", "-o", "lib/api-schema.ts", "--check"], {
        cwd: frontend,
        stdio: "pipe",
      });
    expect(check).not.toThrow();
  }, 30_000);
});
