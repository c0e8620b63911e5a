import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";

import { ApiError, apiRequest, buildUrl, createFetcher, fetcher } from "@/lib/api";

type FetchMock = ReturnType<typeof vi.fn<typeof fetch>>;

function respond(status: number, body: string, statusText = ""): Response {
  return new Response(body === "" ? null : body, { status, statusText });
}

let fetchMock: FetchMock;

beforeEach(() => {
  fetchMock = vi.fn<typeof fetch>();
  vi.stubGlobal("fetch", fetchMock);
});

afterEach(() => {
  vi.unstubAllGlobals();
});

describe("buildUrl", () => {
  it("appends non-empty entries and skips null, undefined and ''", () => {
    expect(buildUrl("/api/gift-guides", { search: "", category: null, page: undefined, limit: 3, q: "a b" })).toBe(
      "/api/gift-guides?limit=3&q=a+b",
    );
  });

  it("keeps false and 0", () => {
    expect(buildUrl("/api/x", { a: 0, b: false })).toBe("/api/x?a=0&b=false");
  });

  it("returns the path alone when nothing remains", () => {
    expect(buildUrl("/api/x", { a: "", b: null })).toBe("/api/x");
    expect(buildUrl("/api/x")).toBe("/api/x");
  });
});

describe("fetcher", () => {
  it("GETs a tuple key with its query string, including credentials", async () => {
    fetchMock.mockResolvedValue(respond(200, '[{"id":1}]'));
    const data = await fetcher(["/api/dates/upcoming", { limit: 3, type: "" }]);
    expect(data).toEqual([{ id: 1 }]);
    expect(fetchMock).toHaveBeenCalledWith("/api/dates/upcoming?limit=3", { credentials: "include" });
  });

  it("GETs a plain string key", async () => {
    fetchMock.mockResolvedValue(respond(200, '{"ok":true}'));
    await expect(fetcher("/api/contacts")).resolves.toEqual({ ok: true });
    expect(fetchMock).toHaveBeenCalledWith("/api/contacts", { credentials: "include" });
  });

  it("throws '<status>: <body>' on a non-OK response", async () => {
    fetchMock.mockResolvedValue(respond(404, "Not found body", "Not Found"));
    const error = (await fetcher("/api/missing").catch((e: unknown) => e)) as ApiError;
    expect(error).toBeInstanceOf(Error);
    expect(error.message).toBe("404: Not found body");
    expect(error.status).toBe(404);
  });

  it("uses the status text when the body is empty", async () => {
    fetchMock.mockResolvedValue(respond(500, "", "Internal Server Error"));
    await expect(fetcher("/api/x")).rejects.toThrow("500: Internal Server Error");
  });

  it("carries status and the server's message", async () => {
    const body = '{"message":"Already friends","fields":{"receiverEmail":"Already friends"}}';
    fetchMock.mockResolvedValue(respond(409, body, "Conflict"));
    const error = await fetcher("/api/x").catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    const apiError = error as ApiError;
    expect(apiError.message).toBe(`409: ${body}`);
    expect(apiError.status).toBe(409);
    expect(apiError.serverMessage).toBe("Already friends");
    expect(apiError.fields).toEqual({ receiverEmail: "Already friends" });
  });

  it("leaves serverMessage undefined for a body that is not JSON", async () => {
    fetchMock.mockResolvedValue(respond(502, "<html>bad gateway</html>", "Bad Gateway"));
    const error = (await fetcher("/api/x").catch((e: unknown) => e)) as ApiError;
    expect(error.status).toBe(502);
    expect(error.serverMessage).toBeUndefined();
  });

  it("throws on 401 by default", async () => {
    fetchMock.mockResolvedValue(respond(401, '{"message":"Unauthorized"}', "Unauthorized"));
    const error = (await fetcher("/api/auth/user").catch((e: unknown) => e)) as ApiError;
    expect(error).toBeInstanceOf(ApiError);
    expect(error.status).toBe(401);
    expect(error.message).toBe('401: {"message":"Unauthorized"}');
  });

  it("returns null on 401 with on401: 'returnNull', having read the body", async () => {
    const answer = respond(401, '{"message":"Unauthorized"}', "Unauthorized");
    fetchMock.mockResolvedValue(answer);
    await expect(createFetcher({ on401: "returnNull" })("/api/auth/user")).resolves.toBeNull();
    // An unread `no-store` answer keeps its request open in the browser.
    expect(answer.bodyUsed).toBe(true);
  });

  it("still throws other errors with on401: 'returnNull'", async () => {
    fetchMock.mockResolvedValue(respond(500, "boom", "Internal Server Error"));
    await expect(createFetcher({ on401: "returnNull" })("/api/auth/user")).rejects.toThrow("500: boom");
  });
});

describe("apiRequest", () => {
  it("sends a body as JSON with the content type and credentials", async () => {
    fetchMock.mockResolvedValue(respond(200, '{"id":7}'));
    const result = await apiRequest("PATCH", "/api/contacts/7", { name: "Ada" });
    expect(result).toEqual({ id: 7 });
    expect(fetchMock).toHaveBeenCalledWith("/api/contacts/7", {
      method: "PATCH",
      headers: { "Content-Type": "application/json" },
      body: '{"name":"Ada"}',
      credentials: "include",
    });
  });

  it("sends each POST with its own Idempotency-Key", async () => {
    fetchMock.mockImplementation(() => Promise.resolve(respond(201, '{"id":7}')));
    await apiRequest("POST", "/api/contacts", { name: "Ada" });
    await apiRequest("POST", "/api/contacts", { name: "Ada" });
    const keys = fetchMock.mock.calls.map(([, init]) => (init?.headers as Record<string, string>)["Idempotency-Key"]);
    expect(keys).toHaveLength(2);
    for (const key of keys) expect(key).toMatch(/^[0-9a-f]{32}$/);
    expect(keys[0]).not.toBe(keys[1]);
    expect(fetchMock.mock.calls[0][1]).toMatchObject({
      method: "POST",
      body: '{"name":"Ada"}',
      credentials: "include",
    });
  });

  it("retries a POST whose answer never arrived with the same key", async () => {
    vi.useFakeTimers();
    try {
      fetchMock
        .mockRejectedValueOnce(new TypeError("Failed to fetch"))
        .mockResolvedValueOnce(respond(201, '{"id":7}'));
      const result = apiRequest("POST", "/api/wishlist", { name: "Kettle" });
      await vi.runAllTimersAsync();
      await expect(result).resolves.toEqual({ id: 7 });
      const keys = fetchMock.mock.calls.map(([, init]) => (init?.headers as Record<string, string>)["Idempotency-Key"]);
      expect(keys).toHaveLength(2);
      expect(keys[0]).toBe(keys[1]);
    } finally {
      vi.useRealTimers();
    }
  });

  it("gives up after the last retry, and never retries an answer", async () => {
    vi.useFakeTimers();
    try {
      fetchMock.mockRejectedValue(new TypeError("Failed to fetch"));
      const result = apiRequest("POST", "/api/wishlist", { name: "Kettle" }).catch((e: unknown) => e);
      await vi.runAllTimersAsync();
      expect(await result).toBeInstanceOf(TypeError);
      expect(fetchMock).toHaveBeenCalledTimes(3);
    } finally {
      vi.useRealTimers();
    }
    fetchMock.mockReset();
    fetchMock.mockResolvedValue(respond(500, "boom", "Internal Server Error"));
    await expect(apiRequest("POST", "/api/wishlist", {})).rejects.toThrow("500: boom");
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });

  it("sends no body or content type without data", async () => {
    fetchMock.mockResolvedValue(respond(200, '{"deleted":true}'));
    await apiRequest("DELETE", "/api/wishlist/3");
    expect(fetchMock).toHaveBeenCalledWith("/api/wishlist/3", {
      method: "DELETE",
      headers: {},
      body: undefined,
      credentials: "include",
    });
  });

  it("resolves to null for an empty body", async () => {
    fetchMock.mockResolvedValue(respond(200, ""));
    await expect(apiRequest("DELETE", "/api/x")).resolves.toBeNull();
  });

  it("throws ApiError on a non-OK response, 401 included", async () => {
    fetchMock.mockResolvedValue(respond(400, '{"message":"Title is required"}', "Bad Request"));
    const error = (await apiRequest("POST", "/api/dates", {}).catch((e: unknown) => e)) as ApiError;
    expect(error.message).toBe('400: {"message":"Title is required"}');
    expect(error.serverMessage).toBe("Title is required");

    fetchMock.mockResolvedValue(respond(401, "", "Unauthorized"));
    await expect(apiRequest("POST", "/api/dates", {})).rejects.toThrow("401: Unauthorized");
  });

  it("returns null on 401 with on401: 'returnNull'", async () => {
    fetchMock.mockResolvedValue(respond(401, "", "Unauthorized"));
    await expect(apiRequest("GET", "/api/auth/user", undefined, { on401: "returnNull" })).resolves.toBeNull();
  });
});
