#!/usr/bin/env node
// Licence check over everything that ships (`make licences`, run by `make lint`).
//
// Rust: the crates the `presently` binary is built from, i.e. the normal
// (non-dev, non-build) dependency graph of the `api` crate for the host target,
// from `cargo tree --offline`. npm: what `npm ci --omit=dev` installs in
// frontend/, i.e. every frontend/package-lock.json entry without `dev: true`
// (`devOptional` ones are kept: npm installs them without dev too). Each
// package's SPDX expression must be satisfied by licences.json's allow-list, or
// by the written exception for that package. No network: the advisory database
// is not consulted, only declared licences.
//
// Usage: node scripts/check-licences.mjs [--list]   (--list prints every package)

import { execFileSync } from "node:child_process";
import { existsSync, readFileSync, realpathSync } from "node:fs";
import { dirname, join } from "node:path";
import { fileURLToPath, pathToFileURL } from "node:url";

// ---------------------------------------------------------------------------
// SPDX expressions

/** Splits an SPDX expression into tokens; the legacy `MIT/Apache-2.0` slash is an OR. */
export function tokenize(text) {
  const tokens = [];
  const re = /\s*(?:(\()|(\))|(\/)|([A-Za-z0-9.+:-]+))/y;
  let pos = 0;
  const src = text.trimEnd();
  while (pos < src.length) {
    re.lastIndex = pos;
    const m = re.exec(src);
    if (!m) throw new SyntaxError(`unexpected ${JSON.stringify(src.slice(pos).trim()[0])} at ${pos}`);
    pos = re.lastIndex;
    if (m[1]) tokens.push({ kind: "(" });
    else if (m[2]) tokens.push({ kind: ")" });
    else if (m[3]) tokens.push({ kind: "OR" });
    else {
      const word = m[4];
      const upper = word.toUpperCase();
      if (upper === "AND" || upper === "OR" || upper === "WITH") tokens.push({ kind: upper });
      else tokens.push({ kind: "ID", value: word });
    }
  }
  return tokens;
}

/**
 * Parses an SPDX licence expression into
 *   { type: "licence", id, exception? } | { type: "and" | "or", args: [...] }.
 * Precedence: WITH binds tightest, then AND, then OR (and `/`). Throws SyntaxError.
 */
export function parseExpression(text) {
  if (typeof text !== "string" || text.trim() === "") throw new SyntaxError("empty expression");
  const tokens = tokenize(text);
  let i = 0;
  const peek = () => tokens[i]?.kind;
  const expect = (kind) => {
    if (peek() !== kind) throw new SyntaxError(`expected ${kind === "ID" ? "a licence id" : kind}, found ${describe(tokens[i])}`);
    return tokens[i++];
  };
  const describe = (t) => (t === undefined ? "the end" : t.kind === "ID" ? t.value : t.kind);

  const orExpr = () => {
    const args = [andExpr()];
    while (peek() === "OR") {
      i++;
      args.push(andExpr());
    }
    return args.length === 1 ? args[0] : { type: "or", args };
  };
  const andExpr = () => {
    const args = [withExpr()];
    while (peek() === "AND") {
      i++;
      args.push(withExpr());
    }
    return args.length === 1 ? args[0] : { type: "and", args };
  };
  const withExpr = () => {
    if (peek() === "(") {
      i++;
      const inner = orExpr();
      expect(")");
      return inner;
    }
    const id = expect("ID").value;
    if (peek() === "WITH") {
      i++;
      return { type: "licence", id, exception: expect("ID").value };
    }
    return { type: "licence", id };
  };

  const tree = orExpr();
  if (i !== tokens.length) throw new SyntaxError(`unexpected ${describe(tokens[i])}`);
  return tree;
}

/** Every licence id (and WITH exception id) an expression mentions, in order. */
export function licenceIds(tree) {
  if (tree.type === "licence") return tree.exception ? [tree.id, tree.exception] : [tree.id];
  return tree.args.flatMap(licenceIds);
}

/**
 * A policy: which licence ids and WITH exceptions are acceptable. Ids compare
 * case-insensitively, as SPDX says.
 */
export function makePolicy(allowed, allowedWith = []) {
  const lower = (xs) => new Set([...xs].map((x) => x.toLowerCase()));
  return { allowed: lower(allowed), allowedWith: lower(allowedWith) };
}

/** Whether a parsed expression is satisfied: OR needs one side, AND every side. */
export function satisfies(tree, policy) {
  switch (tree.type) {
    case "licence":
      return (
        policy.allowed.has(tree.id.toLowerCase()) &&
        (tree.exception === undefined || policy.allowedWith.has(tree.exception.toLowerCase()))
      );
    case "and":
      return tree.args.every((t) => satisfies(t, policy));
    case "or":
      return tree.args.some((t) => satisfies(t, policy));
    default:
      throw new TypeError(`not an SPDX tree: ${JSON.stringify(tree)}`);
  }
}

/**
 * Checks a declared licence expression (string, or null/undefined when none is
 * declared) against a policy: { ok: true } or { ok: false, problem }.
 */
export function checkExpression(expression, policy) {
  if (expression === null || expression === undefined || String(expression).trim() === "") {
    return { ok: false, problem: "declares no licence" };
  }
  let tree;
  try {
    tree = parseExpression(String(expression));
  } catch (e) {
    return { ok: false, problem: `licence ${JSON.stringify(expression)} is not an SPDX expression (${e.message})` };
  }
  if (satisfies(tree, policy)) return { ok: true };
  const missing = [];
  const visit = (t) => {
    if (t.type !== "licence") return t.args.forEach(visit);
    if (!policy.allowed.has(t.id.toLowerCase())) missing.push(t.id);
    if (t.exception !== undefined && !policy.allowedWith.has(t.exception.toLowerCase())) missing.push(`WITH ${t.exception}`);
  };
  visit(tree);
  const refused = [...new Set(missing)].join(", ");
  const text = String(expression).trim();
  return {
    ok: false,
    problem: refused === text ? `licence ${text} is not on the allow-list` : `licence ${text}: ${refused} not on the allow-list`,
  };
}

// ---------------------------------------------------------------------------
// The policy file and the verdict per package

/** The policy of licences.json (its `allowed` and `allowedWith` may be arrays or id -> note objects). */
export function basePolicy(config) {
  const ids = (x) => (Array.isArray(x) ? x : Object.keys(x ?? {}));
  return makePolicy(ids(config.allowed), ids(config.allowedWith));
}

/** The exception key that applies to a package name, if any: an exact name, or a `prefix*` pattern. */
export function findException(exceptions, name) {
  if (!exceptions) return undefined;
  if (Object.hasOwn(exceptions, name)) return name;
  return Object.keys(exceptions).find((key) => key.endsWith("*") && name.startsWith(key.slice(0, -1)));
}

/**
 * The verdict on one package { ecosystem: "cargo" | "npm", name, version, licence }:
 * { status: "allowed" } | { status: "exception", key } | { status: "failed", problem, key? }.
 *
 * An exception names a licence (an SPDX expression) accepted for that package
 * only: its ids join the allow-list while the package's own expression is
 * checked. When the package declares nothing usable (no licence, or not SPDX),
 * the exception's licence, read from the package's files, stands in for it.
 */
export function judge(pkg, config, policy = basePolicy(config)) {
  const plain = checkExpression(pkg.licence, policy);
  if (plain.ok) return { status: "allowed" };
  const key = findException(config.exceptions?.[pkg.ecosystem], pkg.name);
  if (key === undefined) return { status: "failed", problem: plain.problem };
  const exception = config.exceptions[pkg.ecosystem][key];
  let extra;
  try {
    extra = licenceIds(parseExpression(exception.licence));
  } catch (e) {
    return { status: "failed", key, problem: `its exception's licence ${JSON.stringify(exception.licence)} is not SPDX (${e.message})` };
  }
  const widened = makePolicy([...policy.allowed, ...extra], [...policy.allowedWith, ...extra]);
  let declared = pkg.licence;
  if (declared === null || declared === undefined || String(declared).trim() === "") declared = exception.licence;
  else {
    try {
      parseExpression(String(declared));
    } catch {
      declared = exception.licence;
    }
  }
  const withException = checkExpression(declared, widened);
  if (withException.ok) return { status: "exception", key };
  return { status: "failed", key, problem: `${withException.problem} (its exception covers ${exception.licence} only)` };
}

// ---------------------------------------------------------------------------
// Reading the package lists

/** The licence a package.json or lock entry declares: `license` (string or {type}) or legacy `licenses` [{type}]. */
export function declaredLicence(meta) {
  if (!meta) return null;
  const typeOf = (x) => (typeof x === "string" ? x : x && typeof x.type === "string" ? x.type : null);
  const single = typeOf(meta.license);
  if (single) return single;
  if (Array.isArray(meta.licenses)) {
    const types = meta.licenses.map(typeOf).filter(Boolean);
    if (types.length === 1) return types[0];
    if (types.length > 1) return types.map((t) => `(${t})`).join(" OR ");
  }
  return null;
}

/**
 * The packages of a package-lock.json (v2/v3 `packages` map) that a production
 * install would have: every entry but the root, `dev: true` ones and links (a
 * link's target has an entry of its own). `readPackageJson(lockPath)` supplies
 * the installed package.json when the lock entry carries no licence (return
 * null when absent). Deduplicated by name@version.
 */
export function npmPackages(lock, readPackageJson = () => null) {
  if (!lock || typeof lock.packages !== "object") {
    throw new Error("package-lock.json has no `packages` map (lockfileVersion 2 or 3 is needed)");
  }
  const seen = new Map();
  for (const [path, entry] of Object.entries(lock.packages)) {
    if (path === "" || entry.dev === true || entry.link === true) continue;
    const name = entry.name ?? path.slice(path.lastIndexOf("node_modules/") + "node_modules/".length);
    const version = entry.version ?? "?";
    const id = `${name}@${version}`;
    if (seen.has(id)) continue;
    let licence = declaredLicence(entry);
    if (licence === null) licence = declaredLicence(readPackageJson(path));
    seen.set(id, { ecosystem: "npm", name, version, licence, path });
  }
  return [...seen.values()];
}

/**
 * The crates of `cargo tree --prefix none --format "{p}|{l}"` output,
 * deduplicated by name@version. `local` is true for path dependencies (our
 * workspace crates), whose `{p}` ends with their directory in parentheses.
 */
export function cargoPackages(treeText) {
  const seen = new Map();
  for (const raw of treeText.split("\n")) {
    const line = raw.trim().replace(/ \(\*\)$/, "");
    if (line === "") continue;
    const bar = line.indexOf("|");
    if (bar < 0) throw new Error(`unexpected cargo tree line: ${raw}`);
    const pkg = line.slice(0, bar);
    const licence = line.slice(bar + 1).trim();
    const m = /^(\S+) v(\S+)((?: \([^)]*\))*)$/.exec(pkg);
    if (!m) throw new Error(`unexpected cargo tree package: ${pkg}`);
    const [, name, version, notes] = m;
    const local = [...notes.matchAll(/\(([^)]*)\)/g)].some(([, note]) => /^(\/|[A-Za-z]:[\\/])/.test(note));
    const id = `${name}@${version}`;
    if (!seen.has(id)) seen.set(id, { ecosystem: "cargo", name, version, licence: licence || null, local });
  }
  return [...seen.values()];
}

// ---------------------------------------------------------------------------
// The whole check

/**
 * Judges every package; returns { lines, failed, counts } where lines are the
 * messages to print. `ours` are our own crates/packages: they must carry
 * config.project.
 */
export function evaluate({ cargo, npm, ours = [], config, list = false }) {
  const policy = basePolicy(config);
  const lines = [];
  const failures = [];
  const used = new Set();
  let byException = 0;
  const label = { cargo: "Rust crate", npm: "npm package" };

  for (const own of ours) {
    if (own.licence !== config.project) {
      failures.push(
        `${own.what} declares ${own.licence ?? "no licence"}, but the project (LICENSE) is ${config.project}: ${own.fix}`,
      );
    }
  }
  for (const pkg of [...cargo, ...npm]) {
    const verdict = judge(pkg, config, policy);
    const where = `${label[pkg.ecosystem]} ${pkg.name}@${pkg.version}`;
    if (verdict.status === "exception") {
      byException++;
      used.add(`${pkg.ecosystem}\u0000${verdict.key}`);
    }
    if (list) lines.push(`  ${where}: ${pkg.licence ?? "(none)"}${verdict.status === "exception" ? ` [exception ${verdict.key}]` : ""}`);
    if (verdict.status !== "failed") continue;
    const fix = verdict.key
      ? `check its licence and update exceptions.${pkg.ecosystem}["${verdict.key}"] in licences.json, or drop the dependency`
      : `drop or replace the dependency, or, once its licence is judged acceptable, add exceptions.${pkg.ecosystem}["${pkg.name}"] = { licence, reason } to licences.json`;
    failures.push(`${where}: ${verdict.problem}; ${fix}`);
  }
  for (const ecosystem of ["cargo", "npm"]) {
    for (const key of Object.keys(config.exceptions?.[ecosystem] ?? {})) {
      if (!used.has(`${ecosystem}\u0000${key}`)) {
        failures.push(`licences.json exceptions.${ecosystem}["${key}"] is not needed by any shipped package any more: remove it`);
      }
    }
  }

  const counts = `${cargo.length} Rust crates, ${npm.length} npm packages`;
  if (failures.length === 0) {
    lines.push(`licences: ${counts}, all allowed (${byException} by a written exception in licences.json)`);
  } else {
    lines.push(...failures.map((f) => `licences: FAIL ${f}`));
    lines.push(`licences: ${counts}; ${failures.length} problem${failures.length === 1 ? "" : "s"}`);
  }
  return { lines, failed: failures.length > 0, byException };
}

// ---------------------------------------------------------------------------
// CLI

function main(argv) {
  const root = join(dirname(fileURLToPath(import.meta.url)), "..");
  const config = JSON.parse(readFileSync(join(root, "licences.json"), "utf8"));

  let treeText;
  try {
    treeText = execFileSync(
      "cargo",
      ["tree", "--offline", "--locked", "-p", "api", "-e", "normal", "--prefix", "none", "--format", "{p}|{l}"],
      { cwd: root, encoding: "utf8", maxBuffer: 64 << 20, stdio: ["ignore", "pipe", "pipe"] },
    );
  } catch (e) {
    process.stderr.write(e.stderr ?? String(e));
    console.error("licences: FAIL `cargo tree --offline --locked` did not run; fetch the crates (cargo fetch) and keep Cargo.lock current");
    return 1;
  }
  const crates = cargoPackages(treeText);
  const cargo = crates.filter((c) => !c.local);
  const ours = crates
    .filter((c) => c.local)
    .map((c) => ({ what: `our crate ${c.name}`, licence: c.licence, fix: "give it `license.workspace = true`" }));

  const frontend = join(root, "frontend");
  const lock = JSON.parse(readFileSync(join(frontend, "package-lock.json"), "utf8"));
  const readPackageJson = (path) => {
    try {
      return JSON.parse(readFileSync(join(frontend, path, "package.json"), "utf8"));
    } catch {
      return null;
    }
  };
  const npm = npmPackages(lock, readPackageJson);
  const frontendPkg = JSON.parse(readFileSync(join(frontend, "package.json"), "utf8"));
  ours.push({ what: "frontend/package.json", licence: declaredLicence(frontendPkg), fix: `set "license": "${config.project}"` });
  ours.push({
    what: "frontend/package-lock.json's root entry",
    licence: declaredLicence(lock.packages[""]),
    fix: "run npm install in frontend/",
  });
  if (!existsSync(join(root, "LICENSE"))) {
    ours.push({ what: "the repository (no LICENSE file)", licence: null, fix: `add LICENSE with the ${config.project} text` });
  }

  const { lines, failed } = evaluate({ cargo, npm, ours, config, list: argv.includes("--list") });
  for (const line of lines) (failed && line.includes("FAIL") ? console.error : console.log)(line);
  return failed ? 1 : 0;
}

const invokedAs = process.argv[1] ? pathToFileURL(realpathSync(process.argv[1])).href : "";
if (import.meta.url === invokedAs) process.exitCode = main(process.argv.slice(2));
