import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";

import { routerMock } from "@/test/next-mocks";

vi.mock("next/navigation", () => ({ usePathname: () => window.location.pathname, useRouter: () => routerMock }));

import {
  ADD_GIVEN,
  ADD_IDEA,
  ADD_RECEIVED,
  DATES_TITLE,
  GIVEN_EMPTY_TEXT,
  IDEAS_EMPTY_TEXT,
  PERSON_NOT_FOUND_TEXT,
  PERSON_NOT_FOUND_TITLE,
  RECEIVED_EMPTY_TEXT,
  SAVE_ANYWAY,
  THANK_YOU_SENT,
  daysUntilText,
} from "@/components/gifts/gift-text";
import { PersonPage } from "@/components/gifts/person-page";
import type { PersonPage as PersonPageData } from "@/hooks/use-gifts";
import { GIFTS_LIMIT } from "@/lib/messages";
import { json, mockApi } from "@/test/api-mock";
import { accountSettings } from "@/test/account-settings-probe";
import { personBudget } from "@/test/budgets";
import {
  DUTCH_OVEN,
  MITTENS,
  REPEAT_MESSAGE,
  SCARF,
  emptyPersonPage,
  gift,
  personDate,
  personPage,
} from "@/test/gifts";
import { renderWithToaster } from "@/test/render";

function at(search: string) {
  window.history.pushState({}, "", `/person${search}`);
}

/** Mum's page at `?contact=12`, answered by `seen` (or whatever it returns each time). */
function renderPage(
  seen: PersonPageData | Response | (() => Response) = personPage(),
  routes: Parameters<typeof mockApi>[0] = {},
) {
  const api = mockApi({
    "GET /api/person": typeof seen === "function" || seen instanceof Response ? seen : () => json(200, seen),
    ...routes,
  });
  renderWithToaster(<PersonPage />);
  return api;
}

async function heading(name = "Mum") {
  return screen.findByRole("heading", { level: 1, name });
}

function section(name: string) {
  return screen.getByRole("region", { name });
}

/** The URLs of the page's loads. */
function pageLoads(api: ReturnType<typeof mockApi>): string[] {
  return api.mock.calls
    .map(([input, init]) => [String(input), (init?.method ?? "GET").toUpperCase()])
    .filter(([url, method]) => method === "GET" && url.startsWith("/api/person"))
    .map(([url]) => url);
}

beforeEach(() => {
  at("?contact=12");
});

afterEach(() => {
  window.history.pushState({}, "", "/");
  vi.unstubAllGlobals();
});

describe("daysUntilText", () => {
  it("is 'today', else how many days", () => {
    expect(daysUntilText(0)).toBe("today");
    expect(daysUntilText(1)).toBe("in 1 day");
    expect(daysUntilText(12)).toBe("in 12 days");
  });
});

describe("PersonPage", () => {
  it("shows the name, relationship, interests and coming dates", async () => {
    const api = renderPage(personPage({ dates: [personDate(), personDate({ id: 8, title: "Mother's Day", nextOccurrence: "2026-03-02", daysUntil: 0 })] }));
    await heading();
    expect(pageLoads(api)).toEqual(["/api/person?contactId=12"]);
    expect(screen.getByTestId("person-relationship")).toHaveTextContent("Parent");
    const interests = screen.getByRole("list", { name: "Interests" });
    expect(within(interests).getAllByRole("listitem").map((li) => li.textContent)).toEqual(["gardening", "jazz"]);
    expect(screen.getByRole("link", { name: "All contacts" })).toHaveAttribute("href", "/contacts");

    const dates = section(DATES_TITLE);
    expect(within(dates).getByRole("heading", { level: 2, name: DATES_TITLE })).toBeInTheDocument();
    const birthday = within(dates).getByRole("listitem", { name: "Mum's Birthday" });
    expect(birthday).toHaveTextContent("March 14, 2026");
    expect(birthday).toHaveTextContent("in 12 days");
    expect(within(dates).getByRole("listitem", { name: "Mother's Day" })).toHaveTextContent("today");
  });

  it("lists my budgets with their part, linked, and warns when over their amount", async () => {
    renderPage(
      personPage({
        budgets: [
          personBudget(),
          personBudget({ id: 8, name: "Mum's birthday", date: "2027-03-14", allowanceCents: null, overCents: 0, plannedCents: 0 }),
        ],
      }),
    );
    await heading();
    const budgets = section("Budgets");
    const christmas = within(budgets).getByRole("listitem", { name: "Christmas 2026" });
    expect(within(christmas).getByRole("link", { name: "Christmas 2026: $60.00 of $50.00" })).toHaveAttribute(
      "href",
      "/budget?id=7",
    );
    expect(christmas).toHaveTextContent("December 25, 2026");
    expect(within(christmas).getByTestId("person-budget-over")).toHaveTextContent("Over budget by $10.00");
    const birthday = within(budgets).getByRole("listitem", { name: "Mum's birthday" });
    expect(within(birthday).getByRole("link", { name: "Mum's birthday: $40.00" })).toHaveAttribute("href", "/budget?id=8");
    expect(within(birthday).queryByTestId("person-budget-over")).not.toBeInTheDocument();
  });

  it("has no budgets section without any", async () => {
    renderPage();
    await heading();
    expect(screen.queryByRole("region", { name: "Budgets" })).not.toBeInTheDocument();
  });

  it("lists ideas, what I gave by year (newest first) and what I received", async () => {
    renderPage();
    await heading();

    const scarf = within(section("Gift ideas")).getByRole("listitem", { name: "Cashmere scarf" });
    expect(within(scarf).getByRole("link", { name: "Cashmere scarf" })).toHaveAttribute("href", "https://shop.example.com/scarf");
    expect(within(scarf).getByTestId("gift-price")).toHaveTextContent("€45.00");
    expect(within(scarf).getByTestId("gift-shop")).toHaveTextContent("John Lewis");
    expect(within(scarf).queryByTestId("gift-status")).not.toBeInTheDocument();
    expect(within(scarf).getByRole("button", { name: "Edit Cashmere scarf" })).toBeInTheDocument();
    expect(within(scarf).getByRole("button", { name: "Delete Cashmere scarf" })).toBeInTheDocument();

    const given = section("Given");
    // The year of the occasion, else of when it was kept; the newest year first.
    expect(within(given).getAllByRole("heading", { level: 3 }).map((h) => h.textContent)).toEqual(["2026", "2025", "2024"]);
    const book = within(within(given).getByRole("list", { name: "2026" })).getByRole("listitem", { name: "Poetry book" });
    expect(within(book).getByTestId("gift-status")).toHaveTextContent("Bought");
    expect(within(book).queryByRole("link")).not.toBeInTheDocument();
    const oven = within(within(given).getByRole("list", { name: "2025" })).getByRole("listitem", { name: DUTCH_OVEN.name });
    expect(within(oven).getByTestId("gift-price")).toHaveTextContent("$250.00");
    expect(within(oven).getByTestId("gift-occasion")).toHaveTextContent("Christmas, December 25, 2025");
    expect(within(oven).getByTestId("gift-status")).toHaveTextContent("Given");
    expect(within(within(given).getByRole("list", { name: "2024" })).getByRole("listitem", { name: "Fig plant" })).toBeInTheDocument();

    const mittens = within(section("Received")).getByRole("listitem", { name: MITTENS.name });
    expect(within(mittens).getByTestId("gift-occasion")).toHaveTextContent("Christmas, December 25, 2025");
    expect(within(mittens).getByRole("checkbox", { name: THANK_YOU_SENT })).not.toBeChecked();

    for (const add of [ADD_IDEA, ADD_GIVEN, ADD_RECEIVED]) {
      expect(screen.getByRole("button", { name: add })).toBeInTheDocument();
    }
  });

  it("says what each empty list is for, and leaves out the dates when there are none", async () => {
    renderPage(emptyPersonPage());
    await heading();
    expect(screen.getByText(IDEAS_EMPTY_TEXT)).toBeInTheDocument();
    expect(screen.getByText(GIVEN_EMPTY_TEXT)).toBeInTheDocument();
    expect(screen.getByText(RECEIVED_EMPTY_TEXT)).toBeInTheDocument();
    expect(screen.queryByRole("heading", { name: DATES_TITLE })).not.toBeInTheDocument();
    expect(screen.queryByTestId("person-relationship")).not.toBeInTheDocument();
    expect(screen.queryByRole("list", { name: "Interests" })).not.toBeInTheDocument();
  });

  it("ticking Thank-you sent saves it at once and keeps it ticked", async () => {
    let thanked = false;
    const api = renderPage(() => json(200, personPage({ received: [{ ...MITTENS, thankYouSent: thanked }] })), {
      "PATCH /api/gifts/105": () => {
        thanked = true;
        return json(200, { ...MITTENS, thankYouSent: true });
      },
    });
    await heading();
    const mittens = within(section("Received")).getByRole("listitem", { name: MITTENS.name });
    await userEvent.click(within(mittens).getByRole("checkbox", { name: THANK_YOU_SENT }));
    await waitFor(() => expect(api.calls("PATCH", "/api/gifts/105")).toEqual([{ thankYouSent: true }]));
    await waitFor(() => expect(pageLoads(api)).toHaveLength(2));
    await waitFor(() => expect(within(mittens).getByRole("checkbox", { name: THANK_YOU_SENT })).toBeChecked());
    expect(within(mittens).getByRole("checkbox", { name: THANK_YOU_SENT })).toBeEnabled();
  });

  it("Add idea sends the contact, the name and the status, with empty fields left out", async () => {
    const api = renderPage(personPage(), {
      "POST /api/gifts": ({ body }) => json(201, gift({ id: 110, status: "idea", ...(body as object) })),
    });
    await heading();
    await userEvent.click(screen.getByRole("button", { name: ADD_IDEA }));
    const dialog = await screen.findByRole("dialog", { name: ADD_IDEA });
    expect(within(dialog).getByRole("combobox", { name: "Status" })).toHaveValue("idea");
    // The name is required.
    await userEvent.click(within(dialog).getByRole("button", { name: "Add" }));
    expect(await within(dialog).findByText("Name is required")).toBeInTheDocument();
    expect(api.calls("POST", "/api/gifts")).toHaveLength(0);

    await userEvent.type(within(dialog).getByRole("textbox", { name: "Name" }), "  Wool socks ");
    await userEvent.click(within(dialog).getByRole("button", { name: "Add" }));
    expect(await screen.findByText("Wool socks saved")).toBeInTheDocument();
    expect(api.calls("POST", "/api/gifts")).toEqual([
      { contactId: 12, direction: "given", name: "Wool socks", status: "idea" },
    ]);
    await waitFor(() => expect(screen.queryByRole("dialog")).not.toBeInTheDocument());
    await waitFor(() => expect(pageLoads(api)).toHaveLength(2));
  });

  it("a gift I received sends its fields, a price with its currency, and no status", async () => {
    const api = renderPage(personPage(), {
      "POST /api/gifts": ({ body }) => json(201, gift({ id: 111, direction: "received", ...(body as object) })),
    });
    await heading();
    await userEvent.click(screen.getByRole("button", { name: ADD_RECEIVED }));
    const dialog = await screen.findByRole("dialog", { name: ADD_RECEIVED });
    expect(within(dialog).queryByRole("combobox", { name: "Status" })).not.toBeInTheDocument();
    await userEvent.type(within(dialog).getByRole("textbox", { name: "Name" }), "Tea set");
    await userEvent.type(within(dialog).getByRole("textbox", { name: "Price" }), "30");
    const currency = within(dialog).getByRole("textbox", { name: "Currency" });
    await userEvent.clear(currency);
    await userEvent.type(currency, "gbp");
    await userEvent.type(within(dialog).getByRole("textbox", { name: "Occasion" }), "Birthday");
    await userEvent.type(within(dialog).getByLabelText("Date"), "2026-03-14");
    await userEvent.click(within(dialog).getByRole("button", { name: "Add" }));
    await waitFor(() =>
      expect(api.calls("POST", "/api/gifts")).toEqual([
        {
          contactId: 12,
          direction: "received",
          name: "Tea set",
          price: "30",
          currency: "GBP",
          occasion: "Birthday",
          occasionDate: "2026-03-14",
        },
      ]),
    );
  });

  it("a new gift's price is in my home currency at first", async () => {
    const api = renderPage(personPage(), {
      "GET /api/account/settings": accountSettings({ homeCurrency: "EUR" }),
      "POST /api/gifts": ({ body }) => json(201, gift({ id: 113, ...(body as object) })),
    });
    await heading();
    await waitFor(() => expect(api.calls("GET", "/api/account/settings")).toHaveLength(1));
    await userEvent.click(screen.getByRole("button", { name: ADD_GIVEN }));
    const dialog = await screen.findByRole("dialog", { name: ADD_GIVEN });
    expect(within(dialog).getByRole("textbox", { name: "Currency" })).toHaveValue("EUR");
    await userEvent.type(within(dialog).getByRole("textbox", { name: "Name" }), "Scarf");
    await userEvent.type(within(dialog).getByRole("textbox", { name: "Price" }), "40");
    await userEvent.click(within(dialog).getByRole("button", { name: "Add" }));
    await waitFor(() => expect(api.calls("POST", "/api/gifts")[0]).toMatchObject({ price: "40", currency: "EUR" }));
  });

  it("a repeat shows the server's warning before saving; Save anyway sends it again, allowed", async () => {
    const api = renderPage(personPage(), {
      "POST /api/gifts": ({ body }) =>
        (body as { allowRepeat?: boolean }).allowRepeat
          ? json(201, gift({ id: 112, ...(body as object) }))
          : json(409, { message: REPEAT_MESSAGE, fields: { allowRepeat: REPEAT_MESSAGE } }),
    });
    await heading();
    await userEvent.click(screen.getByRole("button", { name: ADD_GIVEN }));
    const dialog = await screen.findByRole("dialog", { name: ADD_GIVEN });
    expect(within(dialog).getByRole("combobox", { name: "Status" })).toHaveValue("given");
    await userEvent.type(within(dialog).getByRole("textbox", { name: "Name" }), "Le Creuset dutch ovens");
    await userEvent.click(within(dialog).getByRole("button", { name: "Add" }));

    const alert = await within(dialog).findByRole("alert");
    expect(within(alert).getByText(REPEAT_MESSAGE)).toBeInTheDocument();
    // A question, not a failure: no error toast, and nothing saved yet.
    expect(screen.queryByText("Error")).not.toBeInTheDocument();
    expect(within(dialog).queryByRole("button", { name: "Add" })).not.toBeInTheDocument();
    const first = { contactId: 12, direction: "given", name: "Le Creuset dutch ovens", status: "given" };
    expect(api.calls("POST", "/api/gifts")).toEqual([first]);

    await userEvent.click(within(dialog).getByRole("button", { name: SAVE_ANYWAY }));
    expect(await screen.findByText("Le Creuset dutch ovens saved")).toBeInTheDocument();
    expect(api.calls("POST", "/api/gifts")).toEqual([first, { ...first, allowRepeat: true }]);
    await waitFor(() => expect(screen.queryByRole("dialog")).not.toBeInTheDocument());
  });

  it("the warning goes once the gift is changed, and that one is checked again", async () => {
    const api = renderPage(personPage(), { "POST /api/gifts": json(409, { message: REPEAT_MESSAGE, fields: { allowRepeat: REPEAT_MESSAGE } }) });
    await heading();
    await userEvent.click(screen.getByRole("button", { name: ADD_GIVEN }));
    const dialog = await screen.findByRole("dialog", { name: ADD_GIVEN });
    const name = within(dialog).getByRole("textbox", { name: "Name" });
    await userEvent.type(name, "Dutch oven");
    await userEvent.click(within(dialog).getByRole("button", { name: "Add" }));
    expect(await within(dialog).findByRole("button", { name: SAVE_ANYWAY })).toBeInTheDocument();

    await userEvent.type(name, "s");
    expect(within(dialog).queryByRole("alert")).not.toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole("button", { name: "Add" }));
    await within(dialog).findByRole("alert");
    expect(api.calls("POST", "/api/gifts").map((body) => body.allowRepeat)).toEqual([undefined, undefined]);
  });

  it("the other 409 (too many gifts) is a failure toast, with no Save anyway", async () => {
    renderPage(personPage(), { "POST /api/gifts": json(409, { message: GIFTS_LIMIT }) });
    await heading();
    await userEvent.click(screen.getByRole("button", { name: ADD_IDEA }));
    const dialog = await screen.findByRole("dialog", { name: ADD_IDEA });
    await userEvent.type(within(dialog).getByRole("textbox", { name: "Name" }), "Socks");
    await userEvent.click(within(dialog).getByRole("button", { name: "Add" }));
    expect(await screen.findByText(GIFTS_LIMIT)).toBeInTheDocument();
    expect(within(dialog).queryByRole("button", { name: SAVE_ANYWAY })).not.toBeInTheDocument();
  });

  it("Edit sends only what changed", async () => {
    const api = renderPage(personPage(), {
      "PATCH /api/gifts/102": ({ body }) => json(200, { ...DUTCH_OVEN, ...(body as object) }),
    });
    await heading();
    await userEvent.click(screen.getByRole("button", { name: `Edit ${DUTCH_OVEN.name}` }));
    const dialog = await screen.findByRole("dialog", { name: "Edit gift" });
    expect(within(dialog).getByRole("textbox", { name: "Name" })).toHaveValue(DUTCH_OVEN.name);
    expect(within(dialog).getByRole("textbox", { name: "Price" })).toHaveValue("250.00");
    const occasion = within(dialog).getByRole("textbox", { name: "Occasion" });
    await userEvent.clear(occasion);
    await userEvent.type(occasion, "Christmas Day");
    await userEvent.clear(within(dialog).getByRole("textbox", { name: "Price" }));
    await userEvent.click(within(dialog).getByRole("button", { name: "Save Changes" }));
    expect(await screen.findByText("Changes saved")).toBeInTheDocument();
    expect(api.calls("PATCH", "/api/gifts/102")).toEqual([{ occasion: "Christmas Day", price: null, currency: null }]);
  });

  it("Delete asks first, then deletes", async () => {
    const api = renderPage(personPage(), { "DELETE /api/gifts/101": { id: 101, deleted: true } });
    await heading();
    await userEvent.click(screen.getByRole("button", { name: `Delete ${SCARF.name}` }));
    const confirm = await screen.findByRole("alertdialog", { name: `Delete ${SCARF.name}?` });
    expect(api.calls("DELETE", "/api/gifts/101")).toHaveLength(0);
    await userEvent.click(within(confirm).getByRole("button", { name: "Delete" }));
    expect(await screen.findByText(`${SCARF.name} deleted`)).toBeInTheDocument();
    expect(api.calls("DELETE", "/api/gifts/101")).toHaveLength(1);
    await waitFor(() => expect(pageLoads(api)).toHaveLength(2));
  });

  it("a 404 is a not-found page", async () => {
    renderPage(json(404, { message: "Not found" }));
    expect(await screen.findByRole("heading", { level: 1, name: PERSON_NOT_FOUND_TITLE })).toBeInTheDocument();
    expect(screen.getByText(PERSON_NOT_FOUND_TEXT)).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "Back to contacts" })).toHaveAttribute("href", "/contacts");
  });

  it("a URL that names nobody is not found, and asks nothing", async () => {
    at("?contact=abc");
    const api = mockApi({});
    renderWithToaster(<PersonPage />);
    expect(await screen.findByRole("heading", { level: 1, name: PERSON_NOT_FOUND_TITLE })).toBeInTheDocument();
    expect(api).not.toHaveBeenCalled();
  });

  it("another failure says the page could not load", async () => {
    renderPage(json(500, { message: "boom" }));
    expect(await screen.findByText("Unable to load their gifts")).toBeInTheDocument();
  });

  it("opened as a friend: asks by friendId, leads back to Friends and adds for the friend", async () => {
    at("?friend=5");
    const api = mockApi({
      "GET /api/person?friendId=5": personPage({ name: "Ada Lovelace", contacts: [], friendId: 5, relationship: null, interests: [] }),
      "POST /api/gifts": ({ body }) => json(201, gift({ id: 113, contactId: null, friendId: 5, ...(body as object) })),
    });
    renderWithToaster(<PersonPage />);
    await heading("Ada Lovelace");
    expect(pageLoads(api)[0]).toBe("/api/person?friendId=5");
    expect(screen.getByRole("link", { name: "Friends" })).toHaveAttribute("href", "/friends");

    await userEvent.click(screen.getByRole("button", { name: ADD_IDEA }));
    const dialog = await screen.findByRole("dialog", { name: ADD_IDEA });
    await userEvent.type(within(dialog).getByRole("textbox", { name: "Name" }), "Fountain pen");
    await userEvent.click(within(dialog).getByRole("button", { name: "Add" }));
    await waitFor(() =>
      expect(api.calls("POST", "/api/gifts")).toEqual([
        { friendId: 5, direction: "given", name: "Fountain pen", status: "idea" },
      ]),
    );
  });

  it("opened as someone looked after: asks by dependantId and leads back to Family", async () => {
    at("?dependant=3");
    const api = mockApi({
      "GET /api/person?dependantId=3": emptyPersonPage({ name: "Mia", contacts: [], dependantId: 3 }),
    });
    renderWithToaster(<PersonPage />);
    await heading("Mia");
    expect(pageLoads(api)[0]).toBe("/api/person?dependantId=3");
    expect(screen.getByRole("link", { name: "Family" })).toHaveAttribute("href", "/family");
  });

  describe("On Presently: a contact linked to the friend they are", () => {
    const maggie = {
      id: 7,
      friendshipId: 70,
      firstName: "Margaret",
      lastName: "Lovelace",
      email: "maggie@example.com",
      profileImageUrl: null,
    };

    it("not linked: choose a friend and Link, which PUTs the friend and reloads the page", async () => {
      const api = renderPage(personPage(), {
        "GET /api/friends": [maggie],
        "PUT /api/contacts/12/friend": personPage({ friendId: 7, friendLinkedByHand: true }),
      });
      await heading();
      const card = await screen.findByRole("region", { name: "On Presently" });
      const link = within(card).getByRole("button", { name: "Link" });
      expect(link).toBeDisabled();
      await within(card).findByRole("option", { name: "Margaret Lovelace" });
      await userEvent.selectOptions(within(card).getByLabelText("Their account"), "7");
      await userEvent.click(link);
      await waitFor(() => expect(api.calls("PUT", "/api/contacts/12/friend")).toEqual([{ friendId: 7 }]));
      expect(await screen.findByText("Linked")).toBeInTheDocument();
    });

    it("linked by hand: says so, and Unlink PUTs null", async () => {
      const api = renderPage(personPage({ friendId: 7, friendLinkedByHand: true }), {
        "GET /api/friends": [maggie],
        "PUT /api/contacts/12/friend": personPage(),
      });
      await heading();
      const card = await screen.findByRole("region", { name: "On Presently" });
      expect(await within(card).findByText("Linked to your friend Margaret Lovelace.")).toBeInTheDocument();
      await userEvent.click(within(card).getByRole("button", { name: "Unlink" }));
      await waitFor(() => expect(api.calls("PUT", "/api/contacts/12/friend")).toEqual([{ friendId: null }]));
    });

    it("the same address: says so, nothing to undo", async () => {
      renderPage(personPage({ friendId: 7, friendLinkedByHand: false }), { "GET /api/friends": [maggie] });
      await heading();
      const card = await screen.findByRole("region", { name: "On Presently" });
      expect(await within(card).findByText("Your friend Margaret Lovelace: the same email address.")).toBeInTheDocument();
      expect(within(card).queryByRole("button")).not.toBeInTheDocument();
    });

    it("opened as a friend's page: no linking here", async () => {
      at("?friend=7");
      renderPage(personPage({ friendId: 7 }), { "GET /api/friends": [maggie] });
      await heading();
      expect(screen.queryByRole("region", { name: "On Presently" })).not.toBeInTheDocument();
    });
  });
});
