import type { Metadata } from "next";

import { UndoPledgePage } from "@/components/chip-in/undo-pledge-page";

// A private link: never indexed.
export const metadata: Metadata = { title: "Your Pledge", robots: { index: false, follow: false } };

// A public page (signed out OK): the link a guest got after chipping in on
// a public list, `/pledges?token=...`; the page reads the token from the URL.
export default function Page() {
  return <UndoPledgePage />;
}
