import type { Metadata } from "next";

import { JoinExchangePage } from "@/components/exchanges/join-exchange-page";

// A private link: never indexed.
export const metadata: Metadata = { title: "Gift exchange invite", robots: { index: false, follow: false } };

// `/exchanges/join?token=...`: the page reads the token from the URL.
export default function Page() {
  return <JoinExchangePage />;
}
