import { RequireAuth } from "@/components/auth/require-auth";

/** Signed-in-only pages. */
export default function SignedInLayout({ children }: { children: React.ReactNode }) {
  return <RequireAuth>{children}</RequireAuth>;
}
