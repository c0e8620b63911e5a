// Makes the app's icons from one drawing: public/icons/icon.svg (rounded
// tile), the PNGs the web app manifest and iOS want (192, 512, a maskable
// 512 with the glyph inside the safe zone, apple-touch 180) and
// public/favicon.ico (a 32 px PNG inside an ICO). Rendered by Debian's
// Chromium; run by hand when the drawing changes: `node scripts/icons.mjs`.

import { writeFile } from "node:fs/promises";
import path from "node:path";
import { fileURLToPath } from "node:url";

import { chromium } from "playwright-core";

const PUBLIC = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../public");
const CORAL = "#c2412d"; // the palette's primary, as sRGB
const CREAM = "#fdf8f3";

// Lucide's "gift" glyph (ISC), as the app's logo draws it.
const GLYPH = `<g fill="none" stroke="${CREAM}" stroke-width="2" stroke-linecap="round" stroke-linejoin="round">
<path d="M12 7v14"/><path d="M20 11v8a2 2 0 0 1-2 2H6a2 2 0 0 1-2-2v-8"/>
<path d="M7.5 7a1 1 0 0 1 0-5A4.8 8 0 0 1 12 7a4.8 8 0 0 1 4.5-5 1 1 0 0 1 0 5"/>
<rect x="3" y="7" width="18" height="4" rx="1"/></g>`;

/** The tile: rounded corners, glyph at 60% (maskable: full bleed, glyph at 50%, inside the 80% safe zone). */
function svg({ maskable = false } = {}) {
  const scale = maskable ? 0.5 : 0.6;
  const offset = (512 - 512 * scale) / 2;
  const tile = maskable
    ? `<rect width="512" height="512" fill="${CORAL}"/>`
    : `<rect width="512" height="512" rx="112" fill="${CORAL}"/>`;
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 512 512">${tile}<g transform="translate(${offset} ${offset}) scale(${(512 * scale) / 24})">${GLYPH}</g></svg>`;
}

/** An ICO file holding one PNG image (allowed since Windows Vista; every browser reads it). */
function ico(png, size) {
  const header = Buffer.alloc(6 + 16);
  header.writeUInt16LE(0, 0);
  header.writeUInt16LE(1, 2); // icon
  header.writeUInt16LE(1, 4); // one image
  header.writeUInt8(size, 6);
  header.writeUInt8(size, 7);
  header.writeUInt16LE(1, 10); // planes
  header.writeUInt16LE(32, 12); // bits per pixel
  header.writeUInt32LE(png.length, 14);
  header.writeUInt32LE(22, 18);
  return Buffer.concat([header, png]);
}

const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH || "/usr/bin/chromium",
  args: ["--headless", "--no-sandbox", "--disable-gpu", "--disable-background-networking", "--disable-component-update", "--disable-sync", "--no-first-run"],
});
try {
  const page = await browser.newPage();
  async function png(markup, size) {
    await page.setViewportSize({ width: size, height: size });
    await page.setContent(
      `<html><body style="margin:0;background:transparent"><div style="width:${size}px;height:${size}px">${markup.replace("<svg ", `<svg width="${size}" height="${size}" `)}</div></body></html>`,
    );
    return page.screenshot({ omitBackground: true, clip: { x: 0, y: 0, width: size, height: size } });
  }
  await writeFile(path.join(PUBLIC, "icons/icon.svg"), `${svg()}\n`);
  await writeFile(path.join(PUBLIC, "icons/icon-192.png"), await png(svg(), 192));
  await writeFile(path.join(PUBLIC, "icons/icon-512.png"), await png(svg(), 512));
  await writeFile(path.join(PUBLIC, "icons/icon-maskable-512.png"), await png(svg({ maskable: true }), 512));
  await writeFile(path.join(PUBLIC, "icons/apple-touch-icon.png"), await png(svg({ maskable: true }), 180));
  await writeFile(path.join(PUBLIC, "favicon.ico"), ico(await png(svg(), 32), 32));
} finally {
  await browser.close();
}
