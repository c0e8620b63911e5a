import { readdirSync, readFileSync } from "node:fs";
import { availableParallelism } from "node:os";
import { fileURLToPath } from "node:url";
import react from "@vitejs/plugin-react";
import { defineConfig } from "vitest/config";

const root = fileURLToPath(new URL("./", import.meta.url));
const include = ["**/*.test.{ts,tsx}"];
// Folders that hold no unit tests (e2e: the browser tests, run by node --test).
const skipped = ["node_modules", ".next", "out", "e2e"];
const exclude = skipped.map((folder) => `${folder}/**`);

// A file that replaces a module (`vi.mock`) gets a module registry of its
// own; the rest share one per worker, which saves importing React, Radix and
// the app again for every file. A shared registry would hand one file's mock
// to the files after it (next/link is mocked for every file, in
// vitest.setup.ts). Measured on 2 cores: 140 s with one worker and every
// file isolated, 99 s with two, 37 s like this.
function testFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = `${dir}${entry.name}`;
    if (entry.isDirectory()) return skipped.includes(entry.name) ? [] : testFiles(`${path}/`);
    return /\.test\.tsx?$/.test(entry.name) ? [path] : [];
  });
}
const mocking = testFiles(root)
  .filter((file) => /\bvi\.mock\(/.test(readFileSync(file, "utf8")))
  .map((file) => file.slice(root.length));

export default defineConfig({
  plugins: [react()],
  resolve: {
    alias: { "@": root },
  },
  test: {
    environment: "jsdom",
    globals: true,
    setupFiles: ["./vitest.setup.ts"],
    // Every core: the default leaves one idle for a watcher we do not run.
    maxWorkers: availableParallelism(),
    // A stubbed global (`fetch`) never outlives its test.
    unstubGlobals: true,
    projects: [
      { extends: true, test: { name: "own-modules", include: mocking, exclude, isolate: true } },
      { extends: true, test: { name: "shared-modules", include, exclude: [...exclude, ...mocking], isolate: false } },
    ],
  },
});
