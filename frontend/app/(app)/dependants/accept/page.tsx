import type { Metadata } from "next";

import { AcceptInvitePage } from "@/components/family/accept-invite-page";

// A private link: never indexed.
export const metadata: Metadata = { title: "Your Lists", robots: { index: false, follow: false } };

// `/dependants/accept?token=...`: the page reads the token from the URL.
export default function Page() {
  return <AcceptInvitePage />;
}
