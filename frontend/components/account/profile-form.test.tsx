import { fireEvent, screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";

import {
  BIRTHDAY_HINT,
  BIRTHDAY_LABEL,
  EMAIL_HINT,
  PROFILE_SAVE_FAILED,
  PROFILE_SAVED,
} from "@/components/account/profile-form";
import { ProfilePage } from "@/components/account/profile-page";
import { useAuth } from "@/hooks/use-auth";
import { FIRST_NAME_TOO_LONG, PHOTO_URL_INVALID, type ProfileInput } from "@/lib/account";
import { displayName, type User } from "@/lib/user";
import { json, mockApi } from "@/test/api-mock";
import { user } from "@/test/fixtures";
import { renderWithToaster } from "@/test/render";

const BROWSER_ZONE = Intl.DateTimeFormat().resolvedOptions().timeZone;
const ZONES = ["Africa/Abidjan", "America/New_York", "Europe/London", "UTC"];

/** Reads the signed-in user as the account menu does. */
function MenuName() {
  const { user: current } = useAuth();
  return <p data-testid="menu-name">{displayName(current)}</p>;
}

function renderProfile(routes: Parameters<typeof mockApi>[0]) {
  const api = mockApi({ "GET /api/time-zones": ZONES, ...routes });
  renderWithToaster(
    <>
      <ProfilePage />
      <MenuName />
    </>,
  );
  return api;
}

/** PUT /api/account/profile as the server answers it: the user with the new fields. */
function savesProfile(stored: User) {
  return ({ body }: { body: unknown }) => {
    const input = body as ProfileInput;
    return json(200, {
      ...stored,
      firstName: input.firstName,
      lastName: input.lastName,
      profileImageUrl: input.profileImageUrl,
      timeZone: input.timeZone ?? stored.timeZone,
      timeZoneFollowsBrowser: input.timeZone === null,
      birthday: input.birthday,
    });
  };
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe("ProfilePage", () => {
  it("shows the user's details, the read-only email and the chosen time zone", async () => {
    renderProfile({
      "GET /api/auth/user": user({
        profileImageUrl: "https://example.com/ada.png",
        timeZone: "Europe/London",
        timeZoneFollowsBrowser: false,
      }),
    });

    expect(screen.getByRole("heading", { level: 1, name: "Profile" })).toBeInTheDocument();
    expect(await screen.findByLabelText("First name")).toHaveValue("Ada");
    expect(screen.getByLabelText("Last name")).toHaveValue("Lovelace");
    expect(screen.getByLabelText("Photo URL")).toHaveValue("https://example.com/ada.png");

    const email = screen.getByLabelText("Email");
    expect(email).toHaveValue("ada@example.com");
    expect(email).toHaveAttribute("readonly");
    expect(email).toHaveAccessibleDescription(EMAIL_HINT);

    expect(screen.getByRole("radiogroup", { name: "Time zone" })).toBeInTheDocument();
    expect(screen.getByRole("radio", { name: `Follow my browser (${BROWSER_ZONE})` })).not.toBeChecked();
    expect(screen.getByRole("radio", { name: "Choose a time zone" })).toBeChecked();
    const zone = screen.getByRole("combobox", { name: "Choose a time zone" });
    expect(zone).toBeEnabled();
    expect(zone).toHaveValue("Europe/London");
    await waitFor(() =>
      expect(Array.from((zone as HTMLSelectElement).options, (o) => o.value)).toEqual(ZONES),
    );
  });

  it("saves the fields and the chosen zone, toasts, and updates the signed-in user", async () => {
    const stored = user({ timeZone: "Europe/London", timeZoneFollowsBrowser: false });
    const api = renderProfile({ "GET /api/auth/user": stored, "PUT /api/account/profile": savesProfile(stored) });
    const first = await screen.findByLabelText("First name");
    await waitFor(() => expect(screen.getByTestId("menu-name")).toHaveTextContent("Ada Lovelace"));

    await userEvent.clear(first);
    await userEvent.type(first, "  Augusta ");
    await userEvent.clear(screen.getByLabelText("Last name"));
    await userEvent.type(screen.getByLabelText("Last name"), "King");
    const zone = screen.getByRole("combobox", { name: "Choose a time zone" });
    await waitFor(() => expect(zone).toHaveTextContent("America/New_York"));
    await userEvent.selectOptions(zone, "America/New_York");
    await userEvent.click(screen.getByRole("button", { name: "Save" }));

    expect(await screen.findByText(PROFILE_SAVED)).toBeInTheDocument();
    expect(api.calls("PUT", "/api/account/profile")).toEqual([
      { firstName: "Augusta", lastName: "King", profileImageUrl: null, timeZone: "America/New_York", birthday: null },
    ]);
    // A chosen zone: the browser's is not reported.
    expect(api.calls("PATCH", "/api/auth/user")).toHaveLength(0);
    // The account menu reads the saved user at once.
    expect(screen.getByTestId("menu-name")).toHaveTextContent("Augusta King");
  });

  it("saved with 'Follow my browser', sends a null zone and then reports the browser's zone", async () => {
    const stored = user({ timeZone: "Asia/Tokyo", timeZoneFollowsBrowser: false });
    const api = renderProfile({
      "GET /api/auth/user": stored,
      "PUT /api/account/profile": savesProfile(stored),
      "PATCH /api/auth/user": ({ body }) =>
        json(200, { ...stored, timeZone: (body as { timeZone: string }).timeZone, timeZoneFollowsBrowser: true }),
    });
    await userEvent.click(await screen.findByRole("radio", { name: /^Follow my browser/ }));
    expect(screen.getByRole("combobox", { name: "Choose a time zone" })).toBeDisabled();
    await userEvent.click(screen.getByRole("button", { name: "Save" }));

    expect(await screen.findByText(PROFILE_SAVED)).toBeInTheDocument();
    expect(api.calls("PUT", "/api/account/profile")).toEqual([
      { firstName: "Ada", lastName: "Lovelace", profileImageUrl: null, timeZone: null, birthday: null },
    ]);
    expect(api.calls("PATCH", "/api/auth/user")).toEqual([{ timeZone: BROWSER_ZONE }]);
  });

  it("shows the server's field message under its field", async () => {
    const api = renderProfile({
      "GET /api/auth/user": user(),
      "PUT /api/account/profile": json(400, { message: "Invalid profile", fields: { firstName: FIRST_NAME_TOO_LONG } }),
    });
    await userEvent.click(await screen.findByRole("button", { name: "Save" }));

    expect(await screen.findByText(PROFILE_SAVE_FAILED)).toBeInTheDocument();
    expect(screen.getByLabelText("First name")).toHaveAccessibleDescription(FIRST_NAME_TOO_LONG);
    expect(screen.getByLabelText("First name")).toHaveAttribute("aria-invalid", "true");
    expect(api.calls("PUT", "/api/account/profile")).toHaveLength(1);
    expect(screen.queryByText(PROFILE_SAVED)).not.toBeInTheDocument();
  });

  it("shows my birthday with its privacy note, and saves a new one", async () => {
    const stored = user({ birthday: "1815-12-10" });
    const api = renderProfile({ "GET /api/auth/user": stored, "PUT /api/account/profile": savesProfile(stored) });

    const birthday = await screen.findByLabelText(BIRTHDAY_LABEL);
    expect(birthday).toHaveAttribute("type", "date");
    expect(birthday).toHaveValue("1815-12-10");
    expect(birthday).toHaveAccessibleDescription(BIRTHDAY_HINT);

    fireEvent.change(birthday, { target: { value: "1815-12-11" } });
    await userEvent.click(screen.getByRole("button", { name: "Save" }));

    expect(await screen.findByText(PROFILE_SAVED)).toBeInTheDocument();
    expect(api.calls("PUT", "/api/account/profile")[0]).toMatchObject({ birthday: "1815-12-11" });
    expect(birthday).toHaveValue("1815-12-11");
  });

  it("a cleared birthday is sent as none", async () => {
    const stored = user({ birthday: "1815-12-10" });
    const api = renderProfile({ "GET /api/auth/user": stored, "PUT /api/account/profile": savesProfile(stored) });

    fireEvent.change(await screen.findByLabelText(BIRTHDAY_LABEL), { target: { value: "" } });
    await userEvent.click(screen.getByRole("button", { name: "Save" }));

    expect(await screen.findByText(PROFILE_SAVED)).toBeInTheDocument();
    expect(api.calls("PUT", "/api/account/profile")[0]).toMatchObject({ birthday: null });
    expect(screen.getByLabelText(BIRTHDAY_LABEL)).toHaveValue("");
  });

  it("shows the server's birthday message under the birthday", async () => {
    const message = "Your birthday must be a day in the past.";
    renderProfile({
      "GET /api/auth/user": user(),
      "PUT /api/account/profile": json(400, { message: "Invalid profile", fields: { birthday: message } }),
    });
    fireEvent.change(await screen.findByLabelText(BIRTHDAY_LABEL), { target: { value: "2999-01-01" } });
    await userEvent.click(screen.getByRole("button", { name: "Save" }));

    expect(await screen.findByText(PROFILE_SAVE_FAILED)).toBeInTheDocument();
    const birthday = screen.getByLabelText(BIRTHDAY_LABEL);
    expect(birthday).toHaveAttribute("aria-invalid", "true");
    expect(birthday).toHaveAccessibleDescription(`${BIRTHDAY_HINT} ${message}`);
  });

  it("checks the photo address before sending", async () => {
    const api = renderProfile({ "GET /api/auth/user": user() });
    await userEvent.type(await screen.findByLabelText("Photo URL"), "http://example.com/me.png");
    await userEvent.click(screen.getByRole("button", { name: "Save" }));

    expect(await screen.findByText(PHOTO_URL_INVALID)).toBeInTheDocument();
    expect(screen.getByLabelText("Photo URL")).toHaveAccessibleDescription(PHOTO_URL_INVALID);
    expect(api.calls("PUT", "/api/account/profile")).toHaveLength(0);
  });
});
