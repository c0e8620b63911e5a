// After `next build`: copies Swagger UI's browser bundle and stylesheet
// (swagger-ui-dist, Apache-2.0, with its licence) into out/_api-docs/, which
// the binary embeds with the export and serves at /api/docs/ (the API
// browser needs no network).

import { copyFile, mkdir } from "node:fs/promises";
import { createRequire } from "node:module";
import path from "node:path";
import { fileURLToPath } from "node:url";

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
const OUT = path.join(ROOT, "out", "_api-docs");
const dist = path.dirname(createRequire(import.meta.url).resolve("swagger-ui-dist/package.json"));

await mkdir(OUT, { recursive: true });
for (const file of ["swagger-ui-bundle.js", "swagger-ui.css", "LICENSE", "NOTICE"]) {
  await copyFile(path.join(dist, file), path.join(OUT, file));
}
console.log(`api docs: Swagger UI copied to ${path.relative(ROOT, OUT)}`);
