import Head from "next/head";

import { LandingPage } from "@/components/landing/landing-page";
import { SITE_NAME } from "@/lib/site";

// No framework JavaScript: the landing is HTML and CSS (its demo dialog is
// the browser's own). The server serves it for `/` without a live session.
export const config = { unstable_runtimeJS: false };

export default function Landing() {
  return (
    <>
      <Head>
        <title>{SITE_NAME}</title>
      </Head>
      <LandingPage />
    </>
  );
}
