import Head from "next/head";

import { OfflinePage } from "@/components/layout/offline-page";
import { OFFLINE_TITLE, SITE_NAME } from "@/lib/site";

// The service worker's answer to a page load without a connection: no
// framework JavaScript and nobody's data, so it is safe to keep and to show
// to anyone. It reloads itself when the connection is back.
export const config = { unstable_runtimeJS: false };

export default function Offline() {
  return (
    <>
      <Head>
        <title>{`${OFFLINE_TITLE} · ${SITE_NAME}`}</title>
      </Head>
      <OfflinePage />
    </>
  );
}
