"use client";

import useSWR from "swr";

export interface Meta {
  productName: string;
  supportEmail: string;
  signInMethod: "dev" | "oidc";
  features: Record<string, unknown>;
}

export const DEFAULT_META: Meta = {
  productName: "Presently",
  supportEmail: "support@presently.app",
  signInMethod: "oidc",
  features: {},
};

/** `GET /api/meta` (public): product name, support email, sign-in method, feature flags. */
export function useMeta() {
  const { data, error, isLoading } = useSWR<Meta>("/api/meta");
  return { meta: data ?? DEFAULT_META, isLoading, error: error as unknown };
}
