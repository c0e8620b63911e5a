import type { Metadata } from "next";

import { TermsOfServicePage } from "@/components/legal/terms-of-service";

export const metadata: Metadata = { title: "Terms of Service" };

export default function Page() {
  return <TermsOfServicePage />;
}
