import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { z } from "zod";

import { ApiError } from "@/lib/api";
import { LOGIN_REDIRECT_DELAY_MS, resetRedirectForTests } from "@/lib/auth-redirect";
import {
  changedFields,
  createOrUpdate,
  fieldNamesOf,
  isEmptyValue,
  saveWithFeedback,
  withoutEmpty,
} from "@/lib/forms";
import { restoreLocation, stubLocation } from "@/test/location";

const toastMock = vi.hoisted(() => vi.fn());
vi.mock("@/hooks/use-toast", () => ({ toast: toastMock, whenToasterMounted: () => Promise.resolve() }));

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

/** A fresh toast mock and sign-in redirect, on `path`. */
function onPage(path: string) {
  beforeEach(() => {
    toastMock.mockReset();
    resetRedirectForTests();
    stubLocation(path);
  });

  afterEach(() => {
    vi.useRealTimers();
    restoreLocation();
  });
}

describe("saveWithFeedback", () => {
  onPage("/contacts");

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
    await vi.advanceTimersByTimeAsync(LOGIN_REDIRECT_DELAY_MS);
    expect(window.location.href).toBe("/api/login?returnTo=%2Fcontacts");
  });
});

describe("saveWithFeedback: success and failure wording", () => {
  onPage("/friends");

  it("builds the success toast from the result and hands the result to onSaved", async () => {
    const onSaved = vi.fn();
    await expect(
      saveWithFeedback<Values, { status: string }>({
        save: async () => ({ status: "accepted" }),
        success: (result) => ({ title: result.status === "accepted" ? "Accepted!" : "Sent!" }),
        failure: "Failed.",
        onSaved,
      }),
    ).resolves.toBe(true);
    expect(toastMock).toHaveBeenCalledWith({ title: "Accepted!" });
    expect(onSaved).toHaveBeenCalledWith({ status: "accepted" });
  });

  it("shows no toast on success without one", async () => {
    const onSaved = vi.fn();
    await expect(saveWithFeedback({ save: async () => 42, failure: "Failed.", onSaved })).resolves.toBe(true);
    expect(toastMock).not.toHaveBeenCalled();
    expect(onSaved).toHaveBeenCalledWith(42);
  });

  it("titles the failure toast with failureTitle", async () => {
    await saveWithFeedback({
      save: async () => {
        throw new TypeError("Failed to fetch");
      },
      failure: "Failed to share item. Please try again.",
      failureTitle: "Sharing Failed",
    });
    expect(toastMock).toHaveBeenCalledWith({
      title: "Sharing Failed",
      description: "Failed to share item. Please try again.",
      variant: "destructive",
    });
  });

  it("with preferServerMessage toasts the server's message, else the fallback", async () => {
    const fail = (error: unknown) =>
      saveWithFeedback({
        save: async () => {
          throw error;
        },
        failure: "Fallback.",
        preferServerMessage: true,
      });
    await fail(badRequest({ receiverEmail: "No such user." }));
    expect(toastMock).toHaveBeenLastCalledWith({ title: "Error", description: "Invalid input", variant: "destructive" });
    await fail(new ApiError(500, "Internal Server Error", ""));
    expect(toastMock).toHaveBeenLastCalledWith({ title: "Error", description: "Fallback.", variant: "destructive" });
    await fail(new TypeError("Failed to fetch"));
    expect(toastMock).toHaveBeenLastCalledWith({ title: "Error", description: "Fallback.", variant: "destructive" });
  });

  it("a 409 always toasts the server's message: it names no field, and says what the cap or conflict is", async () => {
    await saveWithFeedback<Values>({
      save: async () => {
        throw new ApiError(409, "Conflict", JSON.stringify({ message: "You can keep at most 100 lists." }));
      },
      failure: "Failed to create the list. Please try again.",
    });
    expect(toastMock).toHaveBeenLastCalledWith({
      title: "Error",
      description: "You can keep at most 100 lists.",
      variant: "destructive",
    });
  });

  it("without preferServerMessage never toasts a 400's message (its fields say it)", async () => {
    await saveWithFeedback<Values>({
      save: async () => {
        throw badRequest({ name: "Name is taken" });
      },
      failure: "Failed to save. Please try again.",
    });
    expect(toastMock).toHaveBeenCalledWith({
      title: "Error",
      description: "Failed to save. Please try again.",
      variant: "destructive",
    });
  });
});

describe("isEmptyValue", () => {
  it.each([
    [null, true],
    [undefined, true],
    ["", true],
    [" ", false],
    [0, false],
    [false, false],
    ["x", false],
  ])("%j -> %s", (value, expected) => {
    expect(isEmptyValue(value)).toBe(expected);
  });
});

describe("withoutEmpty", () => {
  it("drops null, undefined and empty strings and keeps 0 and false", () => {
    const body = withoutEmpty({
      name: "Mum",
      email: null as string | null,
      phone: "" as string | null,
      notes: undefined as string | undefined,
      reminderDays: 0,
      recurring: false,
      relationship: "parent" as string | null,
    });
    expect(body).toEqual({ name: "Mum", reminderDays: 0, recurring: false, relationship: "parent" });
    expect(Object.keys(body)).not.toContain("email");
  });

  it("is empty for an object of empty values", () => {
    expect(withoutEmpty({ a: null, b: "", c: undefined })).toEqual({});
  });
});

describe("changedFields", () => {
  type Fields = { name: string; email: string | null; contactId: number | null; recurring: boolean; days: number };
  const current = { id: 9, name: "Mum", email: "mum@example.com", contactId: 3, recurring: true, days: 7 };
  const same: Fields = { name: "Mum", email: "mum@example.com", contactId: 3, recurring: true, days: 7 };

  it("is empty when nothing changed (extra keys of the current row are ignored)", () => {
    expect(changedFields(same, current)).toEqual({});
  });

  it("has only the fields that changed", () => {
    expect(changedFields({ ...same, name: "Mother", days: 14 }, current)).toEqual({ name: "Mother", days: 14 });
  });

  it("sends null for a cleared field", () => {
    expect(changedFields({ ...same, email: null, contactId: null }, current)).toEqual({
      email: null,
      contactId: null,
    });
  });

  it("treats null, undefined and '' as the same 'no value'", () => {
    expect(changedFields({ ...same, email: null }, { ...current, email: "" })).toEqual({});
    expect(changedFields({ ...same, email: null }, { ...current, email: undefined })).toEqual({});
    expect(changedFields({ ...same, email: "" as string | null }, { ...current, email: null })).toEqual({});
  });

  it("sends a field the row lacked once it is filled in", () => {
    expect(changedFields({ ...same, email: "new@example.com" }, { ...current, email: null })).toEqual({
      email: "new@example.com",
    });
  });

  it("compares booleans and numbers exactly, false and 0 included", () => {
    expect(changedFields({ ...same, recurring: false }, current)).toEqual({ recurring: false });
    expect(changedFields({ ...same, days: 0 }, current)).toEqual({ days: 0 });
    expect(changedFields({ ...same, days: 0 }, { ...current, days: 0 })).toEqual({});
  });

  it("sends a key the current row does not have at all", () => {
    expect(changedFields({ ...same }, { name: "Mum" })).toEqual({
      email: "mum@example.com",
      contactId: 3,
      recurring: true,
      days: 7,
    });
  });
});

describe("fieldNamesOf", () => {
  it("lists a schema's fields in order, refined or piped ones included", () => {
    const schema = z.object({
      title: z.string().trim().min(1),
      type: z.string().min(1).pipe(z.enum(["birthday", "other"])),
      reminderDays: z.number().int(),
      recurring: z.boolean(),
    });
    expect(fieldNamesOf(schema)).toEqual(["title", "type", "reminderDays", "recurring"]);
  });
});

describe("createOrUpdate", () => {
  function api() {
    return {
      create: vi.fn(async () => ({ id: 9 })),
      update: vi.fn(async () => ({})),
    };
  }

  it("adding, creates and reports a request", async () => {
    const { create, update } = api();
    const changes = vi.fn(() => ({ name: "Sam" }));
    await expect(createOrUpdate(undefined, { create, changes, update })).resolves.toBe(true);
    expect(create).toHaveBeenCalledTimes(1);
    expect(changes).not.toHaveBeenCalled();
    expect(update).not.toHaveBeenCalled();
  });

  it("editing, sends only the changes, to the original's id", async () => {
    const { create, update } = api();
    const original = { id: 7, name: "Mum", email: "mum@example.com" };
    const changes = vi.fn(() => ({ email: null }));
    await expect(createOrUpdate(original, { create, changes, update })).resolves.toBe(true);
    expect(changes).toHaveBeenCalledWith(original);
    expect(update).toHaveBeenCalledWith(7, { email: null });
    expect(create).not.toHaveBeenCalled();
  });

  it("editing with nothing changed sends nothing and reports so", async () => {
    const { create, update } = api();
    await expect(createOrUpdate({ id: 7 }, { create, changes: () => ({}), update })).resolves.toBe(false);
    expect(update).not.toHaveBeenCalled();
    expect(create).not.toHaveBeenCalled();
  });

  it("passes a failing request on", async () => {
    const failure = new ApiError(500, "Internal Server Error", "");
    await expect(
      createOrUpdate({ id: 7 }, { create: vi.fn(), changes: () => ({ name: "Sam" }), update: () => Promise.reject(failure) }),
    ).rejects.toBe(failure);
    await expect(
      createOrUpdate(undefined, { create: () => Promise.reject(failure), changes: () => ({}), update: vi.fn() }),
    ).rejects.toBe(failure);
  });
});
