// The one API client (spec section 7). Every request the frontend makes goes
// through `apiRequest` or the SWR `fetcher` below.

import type { components, paths } from "@/lib/api-schema";

/**
 * The API's request and answer shapes, generated from the committed OpenAPI
 * document (`openapi.json`; `make api-types` regenerates both): a field
 * renamed or a value added on the server breaks `tsc`, not a user. The
 * frontend names its API types as aliases of these and writes none by hand.
 */
export type Schemas = components["schemas"];

/**
 * Every field of `T` present and not null. For a request body the frontend
 * always sends whole, where the document marks each field optional because
 * the server checks what it is given (a chat turn).
 */
export type Given<T> = { [K in keyof T]-?: NonNullable<T[K]> };

/** `unknown` when `List` holds every value of `Union`; else an object naming the missing ones. */
type MissingValues<Union, List extends readonly unknown[]> = [Exclude<Union, List[number]>] extends [never]
  ? unknown
  : { missing: Exclude<Union, List[number]> };

/**
 * Ties a runtime list of API values to the generated union:
 * `everyValue<Schemas["ClaimStatus"]>()(["reserved", "purchased"])` returns
 * the list as it is, and `tsc` fails right there when the list holds a value
 * the union lacks, or lacks one it has (a value the server added).
 */
export function everyValue<Union extends string>() {
  return <const List extends readonly Union[]>(list: List & MissingValues<Union, List>): List => list;
}

// ---------------------------------------------------------------------------
// Routes typed by the document: `api("PATCH", "/api/wishlist/{id}", { path: { id }, body })`
// names the route as the document does; its body, path parameters and answer
// are the document's, so a call that sends or expects the wrong shape fails
// `tsc`.

/** A route of the document, as it names it (`/api/wishlist/{id}`). */
export type ApiRoute = keyof paths;

type Verb = HttpMethod;

/** The operation `verb route` in the document (`never` when the route does not serve it). */
type Operation<R extends ApiRoute, V extends Verb> = Exclude<paths[R][Lowercase<V>], undefined>;

/** The methods a route serves. */
export type VerbOf<R extends ApiRoute> = {
  [V in Verb]: [Operation<R, V>] extends [never] ? never : V;
}[Verb];

/** The routes that serve `verb`. */
export type RouteFor<V extends Verb> = { [R in ApiRoute]: V extends VerbOf<R> ? R : never }[ApiRoute];

type Success<Responses> = 200 extends keyof Responses
  ? Responses[200]
  : 201 extends keyof Responses
    ? Responses[201]
    : null;

type JsonOf<Response> = Response extends { content: { "application/json": infer Body } } ? Body : null;

/** What `verb route` answers when it succeeds (null for an answer without a body). */
export type ApiAnswer<R extends ApiRoute, V extends Verb> = JsonOf<Success<Operation<R, V>["responses"]>>;

type RequestBodyOf<Op> = Op extends { requestBody?: infer Body } ? NonNullable<Body> : never;

/** The JSON body `verb route` takes (`never` when it takes none). */
export type ApiBody<R extends ApiRoute, V extends Verb> = [RequestBodyOf<Operation<R, V>>] extends [never]
  ? never
  : RequestBodyOf<Operation<R, V>> extends { content: { "application/json": infer Body } }
    ? Body
    : never;

/** The `{name}` parameters of a route template, as numbers or text. */
export type RouteParams<R extends string> = R extends `${string}{${infer Name}}${infer Rest}`
  ? { [K in Name]: string | number } & RouteParams<Rest>
  : unknown;

/** What a typed call sends besides its route: path parameters, query and body, as the route needs them. */
type CallParts<R extends ApiRoute, V extends VerbOf<R>> = (R extends `${string}{${string}}${string}`
  ? { path: RouteParams<R> }
  : { path?: undefined }) &
  ([ApiBody<R, V>] extends [never] ? { body?: undefined } : { body: ApiBody<R, V> }) & {
    query?: QueryParams;
  };

/** A route template with its `{name}` parameters filled in (encoded). */
export function routePath<R extends ApiRoute>(route: R, params?: RouteParams<R>): string {
  const values = (params ?? {}) as Record<string, string | number>;
  return route.replace(/\{([^}]+)\}/g, (_, name: string) => {
    const value = values[name];
    if (value === undefined) throw new Error(`${route}: no value for {${name}}`);
    return encodeURIComponent(String(value));
  });
}

/**
 * The typed call: `verb route` with its parts, answered with the document's
 * type for it. Sent by `apiRequest` (cookies, idempotency key and retries on
 * POST, `ApiError` on a refusal).
 */
export function api<R extends ApiRoute, V extends VerbOf<R>>(
  verb: V,
  route: R,
  // Parts may be left out when every one of them is optional.
  ...[parts, options]: Partial<CallParts<R, V>> extends CallParts<R, V>
    ? [parts?: CallParts<R, V>, options?: RequestOptions]
    : [parts: CallParts<R, V>, options?: RequestOptions]
): Promise<ApiAnswer<R, V>> {
  const url = buildUrl(routePath(route, parts?.path as RouteParams<R> | undefined), parts?.query);
  return apiRequest<ApiAnswer<R, V>>(verb, url, parts?.body, options);
}

export type QueryValue = string | number | boolean | null | undefined;
export type QueryParams = Record<string, QueryValue>;

/** An SWR key: a path, or a path with query parameters. */
export type ApiKey = string | readonly [string] | readonly [string, QueryParams | undefined];

export type HttpMethod = "GET" | "POST" | "PUT" | "PATCH" | "DELETE";

/** What to do on 401: throw (the default) or resolve to null. */
export type UnauthorizedBehavior = "throw" | "returnNull";

export interface RequestOptions {
  on401?: UnauthorizedBehavior;
}

/**
 * A non-OK response. `message` is `"<status>: <body text or status text>"`
 * as the spec requires; `serverMessage` is the `message` field of the JSON
 * body when there is one, which is what toasts show.
 */
export class ApiError extends Error {
  readonly status: number;
  readonly serverMessage: string | undefined;
  readonly fields: Record<string, string> | undefined;
  readonly body: string;

  constructor(status: number, statusText: string, body: string) {
    super(`${status}: ${body || statusText}`);
    this.name = "ApiError";
    this.status = status;
    this.body = body;
    const parsed = parseJsonObject(body);
    this.serverMessage = typeof parsed?.message === "string" ? parsed.message : undefined;
    this.fields = isStringRecord(parsed?.fields) ? parsed.fields : undefined;
  }
}

function parseJsonObject(text: string): Record<string, unknown> | undefined {
  if (!text) return undefined;
  try {
    const value: unknown = JSON.parse(text);
    return value !== null && typeof value === "object" && !Array.isArray(value)
      ? (value as Record<string, unknown>)
      : undefined;
  } catch {
    return undefined;
  }
}

function isStringRecord(value: unknown): value is Record<string, string> {
  return (
    value !== null &&
    typeof value === "object" &&
    !Array.isArray(value) &&
    Object.values(value).every((v) => typeof v === "string")
  );
}

/** Appends the non-empty entries (not null, undefined or '') as a query string. */
export function buildUrl(path: string, params?: QueryParams): string {
  if (!params) return path;
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(params)) {
    if (value === null || value === undefined || value === "") continue;
    search.append(key, String(value));
  }
  const query = search.toString();
  if (!query) return path;
  return `${path}${path.includes("?") ? "&" : "?"}${query}`;
}

async function throwIfNotOk(res: Response): Promise<void> {
  if (res.ok) return;
  let body = "";
  try {
    body = await res.text();
  } catch {
    body = "";
  }
  throw new ApiError(res.status, res.statusText, body);
}

async function parseBody<T>(res: Response): Promise<T> {
  const text = await res.text();
  return (text ? JSON.parse(text) : null) as T;
}

/**
 * The one send path: fetches with cookies, resolves a 401 to null when
 * `on401` says so, throws an `ApiError` for any other non-OK answer, and
 * resolves to the parsed JSON body (null when empty).
 */
async function send<T>(url: string, init: RequestInit, options: RequestOptions): Promise<T> {
  const res = await fetch(url, { ...init, credentials: "include" });
  if (options.on401 === "returnNull" && res.status === 401) {
    // Read the unused body: the browser keeps a `no-store` answer's request
    // open until its body is read (the page never went network-idle).
    await res.text().catch(() => "");
    return null as T;
  }
  await throwIfNotOk(res);
  return parseBody<T>(res);
}

/** Waits before each retry of a POST whose answer never arrived. */
export const POST_RETRY_DELAYS_MS = [500, 1500];

/**
 * A fresh `Idempotency-Key`: random, 32 hex digits. (`crypto.randomUUID`
 * exists only in secure contexts; a self-hosted server may be plain http.)
 */
export function newIdempotencyKey(): string {
  const bytes = new Uint8Array(16);
  crypto.getRandomValues(bytes);
  return Array.from(bytes, (b) => b.toString(16).padStart(2, "0")).join("");
}

function wait(ms: number): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, ms));
}

/**
 * Sends a request with cookies; a body is sent as JSON. Resolves to the
 * parsed JSON body (null when the body is empty).
 *
 * A POST (a create, one per form submission) carries one `Idempotency-Key`
 * and is retried with it when the connection fails before an answer
 * arrives: the server answers a retry with the first result, so a create
 * whose answer was lost is not made twice.
 */
export async function apiRequest<T = unknown>(
  method: HttpMethod,
  url: string,
  data?: unknown,
  options: RequestOptions = {},
): Promise<T> {
  const headers: Record<string, string> = data !== undefined ? { "Content-Type": "application/json" } : {};
  const init: RequestInit = { method, headers, body: data !== undefined ? JSON.stringify(data) : undefined };
  if (method !== "POST") {
    return send<T>(url, init, options);
  }
  headers["Idempotency-Key"] = newIdempotencyKey();
  for (const delay of POST_RETRY_DELAYS_MS) {
    try {
      return await send<T>(url, init, options);
    } catch (error) {
      // fetch rejects with a TypeError only when no answer arrived.
      if (!(error instanceof TypeError)) throw error;
      await wait(delay);
    }
  }
  return send<T>(url, init, options);
}

function keyToUrl(key: ApiKey): string {
  if (typeof key === "string") return key;
  const [path, params] = key;
  return buildUrl(path, params);
}

/** A GET loader for SWR keys such as `'/api/contacts'` or `['/api/dates/upcoming', { limit: 3 }]`. */
export function createFetcher(options: RequestOptions = {}) {
  return async function fetcher<T = unknown>(key: ApiKey): Promise<T> {
    return send<T>(keyToUrl(key), {}, options);
  };
}

/** The default SWR fetcher: a 401 throws. */
export const fetcher = createFetcher();

/**
 * Sends a raw body (a file, or a file's text) with the given `Content-Type` and cookies;
 * resolves to the parsed JSON answer. Errors as `apiRequest` (a non-OK
 * response throws an `ApiError`; a 401 throws unless `on401` says otherwise).
 */
export async function apiUpload<T = unknown>(
  url: string,
  body: Blob | string,
  contentType: string,
  options: RequestOptions = {},
): Promise<T> {
  return send<T>(url, { method: "POST", headers: { "Content-Type": contentType }, body }, options);
}
