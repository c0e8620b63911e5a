import { SiteChrome } from "@/components/auth/site-chrome";

/** Pages that render for everyone. */
export default function PublicLayout({ children }: { children: React.ReactNode }) {
  return <SiteChrome>{children}</SiteChrome>;
}
