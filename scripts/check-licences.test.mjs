// Unit tests of scripts/check-licences.mjs: `node --test scripts/check-licences.test.mjs` (run by make test-web).
import assert from "node:assert/strict";
import { describe, test } from "node:test";

import {
  cargoPackages,
  checkExpression,
  declaredLicence,
  evaluate,
  judge,
  makePolicy,
  npmPackages,
  parseExpression,
} from "./check-licences.mjs";

const policy = makePolicy(["MIT", "Apache-2.0", "BSD-3-Clause", "ISC", "Unicode-3.0"], ["LLVM-exception"]);

describe("SPDX expressions", () => {
  const table = [
    // [expression, allowed?]
    ["MIT", true],
    ["mit", true], // ids compare case-insensitively
    ["GPL-3.0-only", false],
    ["MIT OR Apache-2.0", true],
    ["GPL-3.0-only OR MIT", true], // one side of OR is enough
    ["GPL-3.0-only OR LGPL-2.1-only", false],
    ["MIT AND Apache-2.0", true],
    ["MIT AND GPL-3.0-only", false], // AND needs every side
    ["(MIT OR Apache-2.0) AND Unicode-3.0", true],
    ["(MIT OR GPL-3.0-only) AND (LGPL-2.1-only OR ISC)", true],
    ["(GPL-3.0-only OR LGPL-2.1-only) AND MIT", false],
    ["MIT OR Apache-2.0 AND GPL-3.0-only", true], // AND binds tighter: MIT OR (Apache AND GPL)
    ["GPL-3.0-only AND MIT OR ISC", true], // (GPL AND MIT) OR ISC
    ["Apache-2.0 AND GPL-3.0-only OR GPL-2.0-only", false],
    ["((MIT))", true],
    ["Apache-2.0 WITH LLVM-exception", true],
    ["Apache-2.0 WITH LLVM-exception OR Apache-2.0 OR MIT", true],
    ["GPL-2.0-only WITH LLVM-exception", false], // the licence itself must be allowed
    ["Apache-2.0 WITH Classpath-exception-2.0", false], // an unlisted exception
    ["GPL-2.0-only WITH Classpath-exception-2.0 OR MIT", true],
    ["MIT/Apache-2.0", true], // legacy slash = OR
    ["Apache-2.0 / MIT", true],
    ["BSD-3-Clause/GPL-3.0-only", true],
    ["GPL-3.0-only/LGPL-3.0-only", false],
    ["LicenseRef-Proprietary", false],
  ];
  for (const [expression, allowed] of table) {
    test(`${expression} -> ${allowed ? "allowed" : "refused"}`, () => {
      assert.equal(checkExpression(expression, policy).ok, allowed);
    });
  }

  test("precedence: WITH, then AND, then OR", () => {
    assert.deepEqual(parseExpression("A OR B AND C WITH X"), {
      type: "or",
      args: [
        { type: "licence", id: "A" },
        { type: "and", args: [{ type: "licence", id: "B" }, { type: "licence", id: "C", exception: "X" }] },
      ],
    });
  });

  const unusable = [
    [null, /declares no licence/],
    [undefined, /declares no licence/],
    ["", /declares no licence/],
    ["   ", /declares no licence/],
    ["SEE LICENSE IN LICENSE.md", /not an SPDX expression/],
    ["MIT OR", /not an SPDX expression/],
    ["(MIT", /not an SPDX expression/],
    ["MIT)", /not an SPDX expression/],
    ["MIT AND AND ISC", /not an SPDX expression/],
    ["MIT WITH", /not an SPDX expression/],
    ["MIT, ISC", /not an SPDX expression/],
  ];
  for (const [expression, problem] of unusable) {
    test(`unusable: ${JSON.stringify(expression)}`, () => {
      const result = checkExpression(expression, policy);
      assert.equal(result.ok, false);
      assert.match(result.problem, problem);
    });
  }

  test("a refusal names the licences that are missing", () => {
    const result = checkExpression("(MIT OR GPL-3.0-only) AND (LGPL-2.1-only WITH Foo-exception)", policy);
    assert.equal(result.ok, false);
    assert.match(result.problem, /GPL-3\.0-only, LGPL-2\.1-only, WITH Foo-exception not on the allow-list/);
  });
});

describe("exceptions", () => {
  const config = {
    project: "MIT",
    allowed: { MIT: "", "Apache-2.0": "" },
    exceptions: {
      cargo: { "webpki-roots": { licence: "CDLA-Permissive-2.0", reason: "data" } },
      npm: {
        "@img/sharp-*": { licence: "LGPL-3.0-or-later", reason: "not run" },
        "no-licence": { licence: "MIT", reason: "LICENSE file says MIT" },
      },
    },
  };
  const pkg = (ecosystem, name, licence) => ({ ecosystem, name, version: "1.0.0", licence });

  test("an allowed package needs no exception", () => {
    assert.deepEqual(judge(pkg("cargo", "serde", "MIT OR Apache-2.0"), config), { status: "allowed" });
  });
  test("an exception admits its licence for that package only", () => {
    assert.deepEqual(judge(pkg("cargo", "webpki-roots", "CDLA-Permissive-2.0"), config), {
      status: "exception",
      key: "webpki-roots",
    });
    assert.equal(judge(pkg("cargo", "other", "CDLA-Permissive-2.0"), config).status, "failed");
    assert.equal(judge(pkg("npm", "webpki-roots", "CDLA-Permissive-2.0"), config).status, "failed");
  });
  test("a trailing * matches a name prefix", () => {
    assert.equal(judge(pkg("npm", "@img/sharp-libvips-linux-x64", "LGPL-3.0-or-later"), config).status, "exception");
    assert.equal(judge(pkg("npm", "@img/sharp-win32-x64", "Apache-2.0 AND LGPL-3.0-or-later"), config).status, "exception");
    assert.equal(judge(pkg("npm", "@img/colour", "LGPL-3.0-or-later"), config).status, "failed");
  });
  test("an exception does not cover a licence it does not name", () => {
    const verdict = judge(pkg("npm", "@img/sharp-libvips-linux-x64", "LGPL-3.0-or-later AND GPL-3.0-only"), config);
    assert.equal(verdict.status, "failed");
    assert.match(verdict.problem, /GPL-3\.0-only not on the allow-list/);
  });
  test("an exception stands in for a missing or non-SPDX licence", () => {
    assert.equal(judge(pkg("npm", "no-licence", null), config).status, "exception");
    assert.equal(judge(pkg("npm", "no-licence", "SEE LICENSE IN LICENSE"), config).status, "exception");
    assert.equal(judge(pkg("npm", "other", null), config).status, "failed");
  });

  test("evaluate: summary, failures with what to do, unused exceptions, our own licence", () => {
    const ok = evaluate({
      cargo: [pkg("cargo", "serde", "MIT OR Apache-2.0"), pkg("cargo", "webpki-roots", "CDLA-Permissive-2.0")],
      npm: [pkg("npm", "@img/sharp-libvips-linux-x64", "LGPL-3.0-or-later"), pkg("npm", "no-licence", null)],
      config,
    });
    assert.equal(ok.failed, false);
    assert.deepEqual(ok.lines, [
      "licences: 2 Rust crates, 2 npm packages, all allowed (3 by a written exception in licences.json)",
    ]);

    const bad = evaluate({
      cargo: [pkg("cargo", "gpl-thing", "GPL-3.0-only")],
      npm: [pkg("npm", "left-pad", null)],
      ours: [{ what: "frontend/package.json", licence: "ISC", fix: "set it" }],
      config,
    });
    assert.equal(bad.failed, true);
    const text = bad.lines.join("\n");
    assert.match(text, /frontend\/package\.json declares ISC, but the project \(LICENSE\) is MIT/);
    assert.match(text, /Rust crate gpl-thing@1\.0\.0: licence GPL-3\.0-only is not on the allow-list; drop or replace/);
    assert.match(text, /npm package left-pad@1\.0\.0: declares no licence; .*exceptions\.npm\["left-pad"\]/);
    assert.match(text, /exceptions\.cargo\["webpki-roots"\] is not needed/);
    assert.match(text, /exceptions\.npm\["@img\/sharp-\*"\] is not needed/);
    assert.match(bad.lines.at(-1), /1 Rust crates, 1 npm packages; 6 problems/);
  });
});

describe("npm lock reader", () => {
  const lock = {
    name: "app",
    lockfileVersion: 3,
    packages: {
      "": { name: "app", version: "0.1.0", license: "MIT", dependencies: { a: "^1" }, devDependencies: { d: "^1" } },
      "node_modules/a": { version: "1.0.0", license: "MIT" },
      "node_modules/a/node_modules/b": { version: "2.0.0", license: "ISC" },
      "node_modules/b": { version: "1.0.0", license: "ISC" },
      "node_modules/c": { version: "1.0.0", license: "Apache-2.0", optional: true },
      "node_modules/@types/e": { version: "1.0.0", license: "MIT", devOptional: true },
      "node_modules/d": { version: "1.0.0", license: "GPL-3.0-only", dev: true },
      "node_modules/nolicence": { version: "1.0.0" },
      "node_modules/legacy": { version: "1.0.0", license: { type: "BSD-3-Clause" } },
      "node_modules/alias": { name: "real-name", version: "3.0.0", license: "MIT" },
      "node_modules/x/node_modules/a": { version: "1.0.0", license: "MIT" }, // the same a@1.0.0 again
      "node_modules/linked": { resolved: "packages/linked", link: true },
    },
  };
  const installed = {
    "node_modules/nolicence": { licenses: [{ type: "MIT" }, { type: "Apache-2.0" }] },
  };
  const packages = npmPackages(lock, (path) => installed[path] ?? null);
  const byId = Object.fromEntries(packages.map((p) => [`${p.name}@${p.version}`, p.licence]));

  test("production packages only: no root, no dev, no links; optional and devOptional kept; deduplicated", () => {
    assert.deepEqual(Object.keys(byId).sort(), [
      "@types/e@1.0.0",
      "a@1.0.0",
      "b@1.0.0",
      "b@2.0.0",
      "c@1.0.0",
      "legacy@1.0.0",
      "nolicence@1.0.0",
      "real-name@3.0.0",
    ]);
    assert.ok(packages.every((p) => p.ecosystem === "npm"));
  });
  test("licences from the lock, a {type} object, or the installed package.json", () => {
    assert.equal(byId["b@2.0.0"], "ISC");
    assert.equal(byId["legacy@1.0.0"], "BSD-3-Clause");
    assert.equal(byId["nolicence@1.0.0"], "(MIT) OR (Apache-2.0)");
    assert.equal(checkExpression(byId["nolicence@1.0.0"], policy).ok, true);
  });
  test("no licence anywhere reads as null", () => {
    const [only] = npmPackages({ packages: { "": {}, "node_modules/z": { version: "1.0.0" } } });
    assert.equal(only.licence, null);
  });
  test("a lock without a packages map is refused", () => {
    assert.throws(() => npmPackages({ lockfileVersion: 1, dependencies: {} }), /lockfileVersion 2 or 3/);
  });
  test("declaredLicence", () => {
    assert.equal(declaredLicence({ license: "MIT" }), "MIT");
    assert.equal(declaredLicence({ license: { type: "ISC", url: "x" } }), "ISC");
    assert.equal(declaredLicence({ licenses: [{ type: "MIT" }] }), "MIT");
    assert.equal(declaredLicence({}), null);
    assert.equal(declaredLicence(null), null);
  });
});

describe("cargo tree reader", () => {
  const text = [
    "api v0.1.0 (/work/main/crates/api)|MIT",
    "actix-web v4.11.0|MIT OR Apache-2.0",
    "serde_derive v1.0.228 (proc-macro)|MIT OR Apache-2.0",
    "unicode-ident v1.0.27|(MIT OR Apache-2.0) AND Unicode-3.0",
    "actix-web v4.11.0|MIT OR Apache-2.0 (*)",
    "unicode-ident v1.0.27|(MIT OR Apache-2.0) AND Unicode-3.0 (*)",
    "nolicence v0.1.0|",
    "local-macro v0.1.0 (proc-macro) (/work/main/crates/m)|MIT",
    "",
  ].join("\n");
  const crates = cargoPackages(text);

  test("deduplicated, (*) stripped, parentheses in licences kept", () => {
    assert.deepEqual(
      crates.map((c) => [c.name, c.version, c.licence, c.local]),
      [
        ["api", "0.1.0", "MIT", true],
        ["actix-web", "4.11.0", "MIT OR Apache-2.0", false],
        ["serde_derive", "1.0.228", "MIT OR Apache-2.0", false],
        ["unicode-ident", "1.0.27", "(MIT OR Apache-2.0) AND Unicode-3.0", false],
        ["nolicence", "0.1.0", null, false],
        ["local-macro", "0.1.0", "MIT", true],
      ],
    );
  });
  test("an unexpected line is an error, not a silent skip", () => {
    assert.throws(() => cargoPackages("something odd"), /unexpected cargo tree line/);
  });
});
