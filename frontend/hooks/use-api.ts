"use client";

import useSWR, { type SWRConfiguration } from "swr";

import { routePath, type ApiAnswer, type ApiKey, type QueryParams, type RouteFor, type RouteParams } from "@/lib/api";

/** The routes that answer `GET`, which SWR loads. */
export type LoadRoute = RouteFor<"GET">;

/** What a load names besides its route: path parameters (when it has any) and a query. */
export type LoadParts<R extends LoadRoute> = (R extends `${string}{${string}}${string}`
  ? { path: RouteParams<R> }
  : { path?: undefined }) & { query?: QueryParams };

/**
 * The SWR key of `GET route`: its URL, or `[url, query]` with a query, as
 * the default fetcher reads it (and as `mutate` and the revalidate helpers
 * match it).
 */
export function routeKey<R extends LoadRoute>(route: R, parts?: LoadParts<R>): ApiKey {
  const url = routePath(route, parts?.path as RouteParams<R> | undefined);
  return parts?.query ? [url, parts.query] : url;
}

/**
 * Loads `GET route` with SWR, typed by the document: the data is the
 * route's answer, never a type restated here. `null` waits.
 */
export function useApi<R extends LoadRoute>(
  route: R | null,
  parts?: LoadParts<R>,
  config?: SWRConfiguration<ApiAnswer<R, "GET">>,
) {
  return useSWR<ApiAnswer<R, "GET">>(route === null ? null : routeKey(route, parts), config ?? {});
}
