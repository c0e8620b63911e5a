import type { Metadata } from "next";

import { PrivacyPolicyPage } from "@/components/legal/privacy-policy";

export const metadata: Metadata = { title: "Privacy Policy" };

export default function Page() {
  return <PrivacyPolicyPage />;
}
