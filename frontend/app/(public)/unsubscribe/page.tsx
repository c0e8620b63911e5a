import type { Metadata } from "next";

import { UnsubscribePage } from "@/components/account/unsubscribe-page";

// A private link: never indexed.
export const metadata: Metadata = { title: "Unsubscribe", robots: { index: false, follow: false } };

// A public page (signed out OK): the link at the foot of the weekly email,
// `/unsubscribe?token=...`; the page reads the token from the URL.
export default function Page() {
  return <UnsubscribePage />;
}
