import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";

import { ApiError } from "@/lib/api";
import { LOGIN_REDIRECT_DELAY_MS, resetRedirectForTests } from "@/lib/auth-redirect";
import { saveWithFeedback } from "@/lib/forms";

const toastMock = vi.hoisted(() => vi.fn());
vi.mock("@/hooks/use-toast", () => ({ toast: toastMock }));

type Values = { name: string; email: string };
const FIELD_NAMES = ["name", "email"] as const;

function badRequest(fields: Record<string, string>): ApiError {
  return new ApiError(400, "Bad Request", JSON.stringify({ message: "Invalid input", fields }));
}

/** The options of one save; `save` and `onSaved` record their calls in `order`. */
function setup(save: () => Promise<unknown> = async () => ({ id: 1 })) {
  const order: string[] = [];
  toastMock.mockImplementation((t: { title: string }) => order.push(`toast:${t.title}`));
  const options = {
    save: vi.fn(async () => {
      order.push("save");
      return save();
    }),
    success: { title: "Saved!", description: "All good." },
    failure: "Failed to save. Please try again.",
    fieldNames: FIELD_NAMES,
    setError: vi.fn(),
    onSaved: vi.fn(() => {
      order.push("onSaved");
    }),
  };
  return { options, order };
}

describe("saveWithFeedback", () => {
  const originalLocation = window.location;

  beforeEach(() => {
    toastMock.mockReset();
    resetRedirectForTests();
    Object.defineProperty(window, "location", {
      configurable: true,
      value: { pathname: "/contacts", search: "", href: "http://localhost/contacts" },
    });
  });

  afterEach(() => {
    vi.useRealTimers();
    Object.defineProperty(window, "location", { configurable: true, value: originalLocation });
  });

  it("saves, then shows the success toast, then calls onSaved", async () => {
    const { options, order } = setup();
    await expect(saveWithFeedback<Values>(options)).resolves.toBe(true);
    expect(options.save).toHaveBeenCalledTimes(1);
    expect(toastMock).toHaveBeenCalledTimes(1);
    expect(toastMock).toHaveBeenCalledWith({ title: "Saved!", description: "All good." });
    expect(options.onSaved).toHaveBeenCalledTimes(1);
    expect(options.setError).not.toHaveBeenCalled();
    expect(order).toEqual(["save", "toast:Saved!", "onSaved"]);
  });

  it("waits for an async onSaved", async () => {
    const { options } = setup();
    let finished = false;
    const onSaved = async () => {
      await Promise.resolve();
      finished = true;
    };
    await saveWithFeedback<Values>({ ...options, onSaved });
    expect(finished).toBe(true);
  });

  it("works without onSaved", async () => {
    const { options } = setup();
    await expect(saveWithFeedback<Values>({ ...options, onSaved: undefined })).resolves.toBe(true);
    expect(toastMock).toHaveBeenCalledWith({ title: "Saved!", description: "All good." });
  });

  it("on a 400 puts the known fields' messages under them and shows the error toast", async () => {
    const { options, order } = setup(async () => {
      throw badRequest({ name: "Name is taken", email: "Bad email", unknown: "Not a field of this form" });
    });
    await expect(saveWithFeedback<Values>(options)).resolves.toBe(false);
    expect(options.setError).toHaveBeenCalledTimes(2);
    expect(options.setError).toHaveBeenCalledWith("name", { type: "server", message: "Name is taken" });
    expect(options.setError).toHaveBeenCalledWith("email", { type: "server", message: "Bad email" });
    expect(options.setError).not.toHaveBeenCalledWith("unknown", expect.anything());
    expect(toastMock).toHaveBeenCalledTimes(1);
    expect(toastMock).toHaveBeenCalledWith({
      title: "Error",
      description: "Failed to save. Please try again.",
      variant: "destructive",
    });
    expect(options.onSaved).not.toHaveBeenCalled();
    expect(order).toEqual(["save", "toast:Error"]);
  });

  it("on any other failure shows the error toast alone", async () => {
    const { options } = setup(async () => {
      throw new TypeError("Failed to fetch");
    });
    await expect(saveWithFeedback<Values>(options)).resolves.toBe(false);
    expect(options.setError).not.toHaveBeenCalled();
    expect(toastMock).toHaveBeenCalledTimes(1);
    expect(toastMock).toHaveBeenCalledWith(expect.objectContaining({ title: "Error", variant: "destructive" }));
    expect(options.onSaved).not.toHaveBeenCalled();
  });

  it("treats a failing onSaved as a failed save", async () => {
    const { options, order } = setup();
    const onSaved = vi.fn(async () => {
      order.push("onSaved");
      throw new ApiError(500, "Internal Server Error", "");
    });
    await expect(saveWithFeedback<Values>({ ...options, onSaved })).resolves.toBe(false);
    expect(order).toEqual(["save", "toast:Saved!", "onSaved", "toast:Error"]);
  });

  it("on a 401 shows no error toast, sets no field errors and goes to sign-in", async () => {
    vi.useFakeTimers();
    const { options } = setup(async () => {
      throw new ApiError(401, "Unauthorized", JSON.stringify({ fields: { name: "ignored" } }));
    });
    await expect(saveWithFeedback<Values>(options)).resolves.toBe(false);
    expect(options.setError).not.toHaveBeenCalled();
    expect(options.onSaved).not.toHaveBeenCalled();
    // Only the sign-in redirect's own toast.
    expect(toastMock).toHaveBeenCalledTimes(1);
    expect(toastMock).toHaveBeenCalledWith(expect.objectContaining({ title: "Unauthorized" }));
    expect(toastMock).not.toHaveBeenCalledWith(expect.objectContaining({ title: "Error" }));
    expect(toastMock).not.toHaveBeenCalledWith(expect.objectContaining({ title: "Saved!" }));
    vi.advanceTimersByTime(LOGIN_REDIRECT_DELAY_MS);
    expect(window.location.href).toBe("/api/login?returnTo=%2Fcontacts");
  });
});
