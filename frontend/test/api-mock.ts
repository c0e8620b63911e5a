import { vi } from "vitest";

export function json(status: number, body: unknown): Response {
  return new Response(JSON.stringify(body), { status, headers: { "Content-Type": "application/json" } });
}

type Handler = (request: { url: string; method: string; body: unknown }) => Response | Promise<Response>;
type Route = Handler | Response | object | string | number | boolean | null;

/**
 * Stubs `fetch` with a route table keyed by 'METHOD /path' (the path
 * without its query string, or with it for an exact match). A value is a
 * handler, a Response, or a body answered with 200. Unmatched calls get 404.
 * Returns the mock; `calls(method, path)` lists the parsed bodies sent.
 */
export function mockApi(routes: Record<string, Route>) {
  const fetchMock = vi.fn<typeof fetch>(async (input, init) => {
    const url = typeof input === "string" ? input : input instanceof URL ? input.href : input.url;
    const method = (init?.method ?? "GET").toUpperCase();
    const body = typeof init?.body === "string" ? JSON.parse(init.body) : undefined;
    const path = url.split("?")[0];
    const route = routes[`${method} ${url}`] ?? routes[`${method} ${path}`];
    if (route === undefined) return json(404, { message: "Not found" });
    if (typeof route === "function") return (route as Handler)({ url, method, body });
    if (route instanceof Response) return route.clone();
    return json(200, route);
  });
  vi.stubGlobal("fetch", fetchMock);

  function calls(method: string, path: string) {
    return fetchMock.mock.calls
      .filter(([input, init]) => {
        const url = String(input);
        return (init?.method ?? "GET").toUpperCase() === method && (url === path || url.split("?")[0] === path);
      })
      .map(([, init]) => (typeof init?.body === "string" ? JSON.parse(init.body) : undefined));
  }

  return Object.assign(fetchMock, { calls });
}
