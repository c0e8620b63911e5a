import { HomePage } from "@/components/home/home-page";

/**
 * `/` signed in. The server serves this page's export for `/` only with a
 * live session; signed out, `/` is the landing (`pages/landing.tsx`).
 */
export default function Home() {
  return <HomePage />;
}
