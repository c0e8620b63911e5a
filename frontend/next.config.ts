import type { NextConfig } from "next";

const nextConfig: NextConfig = {
  // Static export: the Rust server serves `out/` and maps dynamic paths to
  // their exported shells (e.g. /gift-guides/42 -> out/gift-guides/_.html).
  output: "export",
  images: { unoptimized: true },
  reactStrictMode: true,
  // CI checks the types once, with `tsc --noEmit` in `make lint-web`, and
  // says so here; `next build` elsewhere checks them itself.
  typescript: { ignoreBuildErrors: process.env.PRESENTLY_TYPES_CHECKED === "1" },
};

export default nextConfig;
