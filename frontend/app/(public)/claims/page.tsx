import type { Metadata } from "next";

import { UndoClaimPage } from "@/components/claims/undo-claim-page";

// A private link: never indexed.
export const metadata: Metadata = { title: "Your Claim", robots: { index: false, follow: false } };

// A public page (signed out OK): the undo link a guest got after claiming
// on a public list, `/claims?token=...`; the page reads the token from the URL.
export default function Page() {
  return <UndoClaimPage />;
}
