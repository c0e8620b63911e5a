"use client";

import { useApi } from "@/hooks/use-api";
import type { Schemas } from "@/lib/api";

/** `GET /api/meta`. */
export type Meta = Schemas["Meta"];

/** Until `/api/meta` answers (or when it fails): no optional feature is assumed on. */
export const DEFAULT_META: Meta = {
  productName: "Presently",
  supportEmail: "support@presently.app",
  signInMethod: "oidc",
  features: { aiModel: false, devLogin: false, emailReminders: false },
};

/** `GET /api/meta` (public): product name, support email, sign-in method, feature flags. */
export function useMeta() {
  const { data, error, isLoading } = useApi("/api/meta");
  return { meta: data ?? DEFAULT_META, isLoading, error: error as unknown };
}
