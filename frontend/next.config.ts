import type { NextConfig } from "next";

const nextConfig: NextConfig = {
  // Static export: the Rust server serves `out/` and maps dynamic paths to
  // their exported shells (e.g. /gift-guides/42 -> out/gift-guides/_.html).
  output: "export",
  images: { unoptimized: true },
  reactStrictMode: true,
};

export default nextConfig;
