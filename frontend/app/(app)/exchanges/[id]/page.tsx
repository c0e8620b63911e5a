import type { Metadata } from "next";

import { ExchangePage } from "@/components/exchanges/exchange-page";

export const metadata: Metadata = { title: "Gift exchange" };

// One exported shell (`exchanges/_.html`); the server serves it for every id and
// the page reads the real one from the URL.
export const dynamicParams = false;

export function generateStaticParams() {
  return [{ id: "_" }];
}

export default function Page() {
  return <ExchangePage />;
}
