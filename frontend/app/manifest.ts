import type { MetadataRoute } from "next";

import { SITE_DESCRIPTION, SITE_NAME, THEME_COLORS } from "@/lib/site";

export const dynamic = "force-static";

/** The web app manifest (`/manifest.webmanifest`): what an installed Presently looks like. */
export default function manifest(): MetadataRoute.Manifest {
  return {
    id: "/",
    name: SITE_NAME,
    short_name: SITE_NAME,
    description: SITE_DESCRIPTION,
    start_url: "/",
    scope: "/",
    display: "standalone",
    background_color: "#fdfcfa",
    theme_color: THEME_COLORS[0].color,
    categories: ["lifestyle", "productivity", "shopping"],
    // Sharing a product link to the installed app opens /capture with it (`?title=&text=&url=`).
    share_target: {
      action: "/capture",
      method: "GET",
      params: { title: "title", text: "text", url: "url" },
    },
    icons: [
      { src: "/icons/icon.svg", sizes: "any", type: "image/svg+xml", purpose: "any" },
      { src: "/icons/icon-192.png", sizes: "192x192", type: "image/png", purpose: "any" },
      { src: "/icons/icon-512.png", sizes: "512x512", type: "image/png", purpose: "any" },
      { src: "/icons/icon-maskable-512.png", sizes: "512x512", type: "image/png", purpose: "maskable" },
    ],
  };
}
