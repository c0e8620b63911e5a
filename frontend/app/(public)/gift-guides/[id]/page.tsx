import type { Metadata } from "next";

import { GiftGuidePage } from "@/components/gift-guides/gift-guide-page";

export const metadata: Metadata = { title: "Gift Guide" };

// One exported shell (`gift-guides/_.html`); the server serves it for every id and
// the page reads the real one from the URL.
export const dynamicParams = false;

export function generateStaticParams() {
  return [{ id: "_" }];
}

export default function Page() {
  return <GiftGuidePage />;
}
