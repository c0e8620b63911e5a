import { render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";

import { user } from "@/test/fixtures";


import { AccountMenu } from "@/components/layout/account-menu";
import { THEME_STORAGE_KEY } from "@/lib/theme";

/** A light system: `prefers-color-scheme: dark` never matches. */
function stubLightSystem() {
  vi.stubGlobal(
    "matchMedia",
    vi.fn((media: string) => ({
      media,
      matches: false,
      onchange: null,
      addEventListener: vi.fn(),
      removeEventListener: vi.fn(),
      addListener: vi.fn(),
      removeListener: vi.fn(),
      dispatchEvent: vi.fn(),
    })),
  );
}

function resetTheme() {
  localStorage.clear();
  document.documentElement.classList.remove("dark");
  document.documentElement.style.colorScheme = "";
}

beforeEach(() => {
  resetTheme();
  stubLightSystem();
});

afterEach(() => {
  vi.unstubAllGlobals();
  resetTheme();
});

async function openMenu() {
  render(<AccountMenu user={user()} />);
  await userEvent.click(screen.getByTestId("account-menu"));
  return screen.findByRole("menu");
}

describe("AccountMenu theme choice", () => {
  it("offers System, Light and Dark under 'Theme', with System chosen by default", async () => {
    const menu = await openMenu();
    const group = within(menu).getByRole("group", { name: "Theme" });
    const choices = within(group).getAllByRole("menuitemradio");
    expect(choices.map((choice) => choice.textContent)).toEqual(["System", "Light", "Dark"]);
    expect(within(group).getByRole("menuitemradio", { name: "System" })).toHaveAttribute("aria-checked", "true");
    expect(within(group).getByRole("menuitemradio", { name: "Dark" })).toHaveAttribute("aria-checked", "false");
    // Between Settings and Log out.
    const items = Array.from(menu.querySelectorAll('[role="menuitem"], [role="menuitemradio"]'), (item) => item.textContent);
    expect(items).toEqual([
      "Profile",
      "Family",
      "Gift exchanges",
      "Budgets",
      "Spending",
      "Settings",
      "System",
      "Light",
      "Dark",
      "Log out",
    ]);
    expect(within(menu).getByRole("menuitem", { name: "Gift exchanges" })).toHaveAttribute("href", "/exchanges");
    expect(within(menu).getByRole("menuitem", { name: "Budgets" })).toHaveAttribute("href", "/budgets");
    expect(within(menu).getByRole("menuitem", { name: "Spending" })).toHaveAttribute("href", "/spending");
  });

  it("choosing Dark darkens the page at once, remembers it, and keeps the menu open", async () => {
    const menu = await openMenu();
    expect(document.documentElement).not.toHaveClass("dark");

    await userEvent.click(within(menu).getByRole("menuitemradio", { name: "Dark" }));

    expect(document.documentElement).toHaveClass("dark");
    expect(document.documentElement.style.colorScheme).toBe("dark");
    expect(localStorage.getItem(THEME_STORAGE_KEY)).toBe("dark");
    expect(screen.getByRole("menu")).toBeInTheDocument();
    expect(screen.getByRole("menuitemradio", { name: "Dark" })).toHaveAttribute("aria-checked", "true");

    // And back to System: the stored choice is cleared and the (light) system wins.
    await userEvent.click(screen.getByRole("menuitemradio", { name: "System" }));
    expect(document.documentElement).not.toHaveClass("dark");
    expect(localStorage.getItem(THEME_STORAGE_KEY)).toBeNull();
  });

  it("shows a stored choice as chosen", async () => {
    localStorage.setItem(THEME_STORAGE_KEY, "light");
    const menu = await openMenu();
    expect(within(menu).getByRole("menuitemradio", { name: "Light" })).toHaveAttribute("aria-checked", "true");
  });
});

describe("AccountMenu button", () => {
  it("shows the display name beside the avatar, hidden but still the button's name on a phone and between md and lg", () => {
    render(<AccountMenu user={user({ firstName: "Alexandra", lastName: "Montgomery-Smythe" })} />);
    const button = screen.getByTestId("account-menu");
    expect(button).toHaveAccessibleName("Alexandra Montgomery-Smythe");
    // A long name never widens the header: truncated, and only the avatar below sm (issue 34).
    expect(within(button).getByText("Alexandra Montgomery-Smythe")).toHaveClass("truncate", "max-sm:sr-only", "md:max-lg:sr-only");
  });
});
