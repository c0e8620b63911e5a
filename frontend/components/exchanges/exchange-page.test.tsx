import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";

import { routerMock } from "@/test/next-mocks";

vi.mock("next/navigation", () => ({ usePathname: () => window.location.pathname, useRouter: () => routerMock }));

import { aYearLater } from "@/components/exchanges/exchange-dialog";
import { EXCHANGE_NOT_FOUND_TITLE, ExchangePage, selfIdOf } from "@/components/exchanges/exchange-page";
import type { Exchange } from "@/hooks/use-exchanges";
import { EXCHANGE_EVERYONE_TOLD } from "@/lib/messages";
import { json, mockApi } from "@/test/api-mock";
import { ADA, BEN, CAT, asBen, exchange, myPair, participant, question } from "@/test/exchanges";
import { user } from "@/test/fixtures";
import { myList } from "@/test/my-lists";
import { renderWithToaster } from "@/test/render";

const ME_ADA = user();
const ME_BEN = user({ id: 2, firstName: "Ben", lastName: "Cole", email: "ben@example.com" });
const DRAWN_AT = "2026-12-01T10:00:00Z";
const WHY = "Ada Lovelace and Ben Cole can only give to Cat Diaz";

function renderPage(
  seen: Exchange | Response | (() => Response),
  { me = ME_ADA, routes = {} }: { me?: typeof ME_ADA; routes?: Parameters<typeof mockApi>[0] } = {},
) {
  const api = mockApi({
    "GET /api/auth/user": me,
    "GET /api/exchanges/9": typeof seen === "function" || seen instanceof Response ? seen : () => json(200, seen),
    "GET /api/exchanges/9/questions": [],
    "GET /api/exchanges": [],
    ...routes,
  });
  renderWithToaster(<ExchangePage />);
  return api;
}

async function heading() {
  return screen.findByRole("heading", { level: 1, name: "Family Christmas" });
}

beforeEach(() => {
  window.history.pushState({}, "", "/exchanges/9");
  routerMock.push.mockReset();
});

afterEach(() => {
  window.history.pushState({}, "", "/");
  vi.unstubAllGlobals();
});

describe("selfIdOf", () => {
  it("is the participant I am, not one I look after", () => {
    const mia = participant({ id: 14, name: "Mia", mine: true });
    expect(selfIdOf(exchange({ participants: [mia, ADA, BEN] }))).toBe(11);
    expect(selfIdOf(asBen())).toBe(12);
    expect(selfIdOf(asBen({ participants: [participant({ id: 11, name: "Ada Lovelace" }), mia], iOrganise: false }))).toBeNull();
  });
});

describe("aYearLater", () => {
  it("is the same day next year; 29 February becomes the 28th", () => {
    expect(aYearLater("2026-12-24")).toBe("2027-12-24");
    expect(aYearLater("2028-02-29")).toBe("2029-02-28");
    expect(aYearLater("2026-01-31")).toBe("2027-01-31");
    expect(aYearLater("not a date")).toBe("");
  });
});

describe("ExchangePage", () => {
  it("the header: name, day, budget, organiser and message", async () => {
    renderPage(asBen());
    await heading();
    expect(screen.getByTestId("exchange-date")).toHaveTextContent("December 24, 2026");
    expect(screen.getByTestId("exchange-budget")).toHaveTextContent("Budget €25.00");
    expect(screen.getByText("Organised by Ada Lovelace")).toBeInTheDocument();
    expect(screen.getByTestId("exchange-message")).toHaveTextContent("Gifts under the tree at Grandma's.");
    expect(screen.getByRole("link", { name: "All gift exchanges" })).toHaveAttribute("href", "/exchanges");
    // Not his to organise: no draw, no grid, no edits.
    expect(screen.queryByRole("button", { name: "Draw names" })).not.toBeInTheDocument();
    expect(screen.queryByRole("button", { name: "Add people" })).not.toBeInTheDocument();
    expect(screen.queryByRole("table")).not.toBeInTheDocument();
    expect(screen.queryByRole("button", { name: "Delete exchange" })).not.toBeInTheDocument();
  });

  it("before the draw: 'Names are not drawn yet', and nothing to show", async () => {
    renderPage(asBen());
    const card = await screen.findByRole("article", { name: "Your Secret Santa" });
    expect(within(card).getByText("Names are not drawn yet")).toBeInTheDocument();
    expect(within(card).queryByRole("button", { name: "Show whom I give to" })).not.toBeInTheDocument();
  });

  it("a 404 is a not-found page", async () => {
    renderPage(json(404, { message: "Not found" }));
    expect(await screen.findByRole("heading", { name: EXCHANGE_NOT_FOUND_TITLE })).toBeInTheDocument();
  });

  describe("whom I give to", () => {
    const drawn = asBen({ drawnAt: DRAWN_AT });
    const looked = asBen({
      drawnAt: DRAWN_AT,
      myPairs: [
        myPair({
          giver: 12,
          giverName: "Ben Cole",
          looked: true,
          recipient: { id: 13, name: "Cat Diaz", userId: 3, dependantId: null, hints: null },
        }),
      ],
    });

    it("is shown only after 'Show whom I give to', which records the look; then their lists", async () => {
      let seen = false;
      const api = renderPage(() => json(200, seen ? looked : drawn), {
        me: ME_BEN,
        routes: {
          "POST /api/exchanges/9/recipient": () => {
            seen = true;
            return json(200, { id: 13, name: "Cat Diaz", userId: 3, dependantId: null, hints: null });
          },
          "GET /api/people/3/lists": [myList({ id: 60, name: "Cat's wishlist", itemCount: 4, ownerId: 3 })],
        },
      });
      const card = await screen.findByRole("article", { name: "Your Secret Santa" });
      expect(within(card).queryByText("Cat Diaz")).not.toBeInTheDocument();
      // Loading the page never looks.
      expect(api.calls("POST", "/api/exchanges/9/recipient")).toHaveLength(0);

      await userEvent.click(within(card).getByRole("button", { name: "Show whom I give to" }));
      expect(await within(card).findByTestId("recipient")).toHaveTextContent("You give to Cat Diaz");
      expect(api.calls("POST", "/api/exchanges/9/recipient")).toEqual([{ actingFor: 12 }]);
      const lists = await within(card).findByRole("list", { name: "Cat Diaz's lists" });
      expect(within(lists).getByRole("link", { name: /Cat's wishlist/ })).toHaveAttribute("href", "/wishlist/60");
      expect(within(card).getByRole("checkbox", { name: "Gift bought" })).not.toBeChecked();
      expect(within(card).getByLabelText("Ask Cat Diaz a question")).toBeInTheDocument();
      expect(within(card).getByText("They won't see who asked.")).toBeInTheDocument();
    });

    it("Gift bought and a question are sent for the giver", async () => {
      const api = renderPage(looked, {
        me: ME_BEN,
        routes: {
          "GET /api/people/3/lists": [],
          "PUT /api/exchanges/9/bought": json(200, {
            ...looked,
            myPairs: [{ ...looked.myPairs[0], bought: true }],
          }),
          "POST /api/exchanges/9/questions": json(201, question({ giver: 12, recipient: 13, recipientName: "Cat Diaz" })),
        },
      });
      const card = await screen.findByRole("article", { name: "Your Secret Santa" });
      await userEvent.click(within(card).getByRole("checkbox", { name: "Gift bought" }));
      await waitFor(() => expect(within(card).getByRole("checkbox", { name: "Gift bought" })).toBeChecked());
      expect(api.calls("PUT", "/api/exchanges/9/bought")).toEqual([{ actingFor: 12, bought: true }]);

      await userEvent.type(within(card).getByLabelText("Ask Cat Diaz a question"), "Which size are you?");
      await userEvent.click(within(card).getByRole("button", { name: "Ask" }));
      await waitFor(() =>
        expect(api.calls("POST", "/api/exchanges/9/questions")).toEqual([{ actingFor: 12, body: "Which size are you?" }]),
      );
      expect(await screen.findByText("Question sent")).toBeInTheDocument();
      expect(within(card).getByLabelText("Ask Cat Diaz a question")).toHaveValue("");
    });

    it("shows my recipient's hints, and saves the hints I leave my own Secret Santa", async () => {
      const withHints = asBen({
        drawnAt: DRAWN_AT,
        myPairs: [
          myPair({
            giver: 12,
            giverName: "Ben Cole",
            looked: true,
            recipient: { id: 13, name: "Cat Diaz", userId: 3, dependantId: null, hints: "Size S; loves green tea" },
          }),
        ],
      });
      const api = renderPage(withHints, {
        me: ME_BEN,
        routes: {
          "GET /api/people/3/lists": [],
          "PUT /api/exchanges/9/hints": json(200, {
            ...withHints,
            participants: withHints.participants.map((p) => (p.id === 12 ? { ...p, hints: "Size L" } : p)),
          }),
        },
      });
      const card = await screen.findByRole("article", { name: "Your Secret Santa" });
      expect(await within(card).findByTestId("recipient-hints")).toHaveTextContent("Cat Diaz's hints");
      expect(within(card).getByTestId("recipient-hints")).toHaveTextContent("Size S; loves green tea");
      const mine = within(card).getByLabelText("Hints for your Secret Santa");
      expect(mine).toHaveValue("");
      const save = within(card).getByRole("button", { name: "Save hints" });
      expect(save).toBeDisabled();
      await userEvent.type(mine, "  Size L ");
      await userEvent.click(save);
      await waitFor(() => expect(api.calls("PUT", "/api/exchanges/9/hints")).toEqual([{ actingFor: 12, hints: "Size L" }]));
      expect(await screen.findByText("Hints saved")).toBeInTheDocument();
      await waitFor(() => expect(within(card).getByLabelText("Hints for your Secret Santa")).toHaveValue("Size L"));
      expect(within(card).getByRole("button", { name: "Save hints" })).toBeDisabled();
    });

    it("hints can be left before the draw", async () => {
      renderPage(asBen(), { me: ME_BEN });
      const card = await screen.findByRole("article", { name: "Your Secret Santa" });
      expect(within(card).getByText("Names are not drawn yet")).toBeInTheDocument();
      expect(within(card).getByLabelText("Hints for your Secret Santa")).toBeInTheDocument();
    });

    it("no hints to leave once the pairs are revealed", async () => {
      renderPage(asBen({ drawnAt: DRAWN_AT, revealed: true }), { me: ME_BEN });
      const card = await screen.findByRole("article", { name: "Your Secret Santa" });
      expect(within(card).queryByLabelText("Hints for your Secret Santa")).not.toBeInTheDocument();
    });

    it("for someone I look after, the buttons name them", async () => {
      const mia = participant({ id: 14, name: "Mia", mine: true });
      renderPage(
        asBen({
          drawnAt: DRAWN_AT,
          participants: [participant({ id: 11, name: "Ada Lovelace" }), { ...BEN, mine: true, me: true }, CAT, mia],
          myPairs: [myPair({ giver: 12, giverName: "Ben Cole" }), myPair({ giver: 14, giverName: "Mia" })],
        }),
        { me: ME_BEN },
      );
      expect(await screen.findByRole("button", { name: "Show whom I give to" })).toBeInTheDocument();
      const mias = screen.getByRole("article", { name: "Mia's Secret Santa" });
      expect(within(mias).getByRole("button", { name: "Show whom Mia gives to" })).toBeInTheDocument();
    });
  });

  it("questions: mine with their answers, and my Secret Santa's with a form to answer", async () => {
    const api = renderPage(asBen({ drawnAt: DRAWN_AT }), {
      me: ME_BEN,
      routes: {
        "GET /api/exchanges/9/questions": [
          question({ id: 70, giver: 12, recipient: 13, recipientName: "Cat Diaz", answer: "Medium, thanks!" }),
          question({ id: 71, side: "toMe", giver: null, recipient: 12, recipientName: "Ben Cole", body: "Tea or coffee?" }),
        ],
        "POST /api/exchange-questions/71/answer": question({ id: 71, side: "toMe", answer: "Tea" }),
      },
    });
    const asked = await screen.findByRole("list", { name: "Questions you asked" });
    expect(within(asked).getByText("You asked Cat Diaz:")).toBeInTheDocument();
    expect(within(asked).getByTestId("answer")).toHaveTextContent("Cat Diaz answered: Medium, thanks!");

    const toMe = screen.getByRole("list", { name: "Questions for you" });
    expect(within(toMe).getByText("Your Secret Santa asks:")).toBeInTheDocument();
    expect(within(toMe).getByText("Tea or coffee?")).toBeInTheDocument();
    await userEvent.type(within(toMe).getByLabelText("Your answer"), "Tea");
    await userEvent.click(within(toMe).getByRole("button", { name: "Answer" }));
    await waitFor(() => expect(api.calls("POST", "/api/exchange-questions/71/answer")).toEqual([{ body: "Tea" }]));
  });

  it("the people: an invite not taken up, and Leave on my own row (not the organiser's)", async () => {
    const api = renderPage(
      asBen({ participants: [...asBen().participants, participant({ id: 15, name: "dan@example.com", joined: false })] }),
      { me: ME_BEN, routes: { "DELETE /api/exchanges/9/participants/12": { deleted: true, id: 12 } } },
    );
    const people = await screen.findByRole("list", { name: "People in this exchange" });
    const dan = within(people).getByRole("listitem", { name: "dan@example.com" });
    expect(within(dan).getByText("Invited, not joined yet")).toBeInTheDocument();
    const ada = within(people).getByRole("listitem", { name: "Ada Lovelace" });
    expect(within(ada).queryByRole("button")).not.toBeInTheDocument();

    const ben = within(people).getByRole("listitem", { name: "Ben Cole" });
    expect(ben).toHaveTextContent("(you)");
    await userEvent.click(within(ben).getByRole("button", { name: "Leave" }));
    const confirm = await screen.findByRole("alertdialog", { name: "Leave Family Christmas?" });
    await userEvent.click(within(confirm).getByRole("button", { name: "Leave" }));
    await waitFor(() => expect(routerMock.push).toHaveBeenCalledWith("/exchanges"));
    expect(api.calls("DELETE", "/api/exchanges/9/participants/12")).toHaveLength(1);
  });

  describe("the organiser", () => {
    it("Draw names is disabled with the reason while no draw fits", async () => {
      renderPage(exchange({ whyNoDraw: WHY }));
      await heading();
      expect(screen.getByTestId("why-no-draw")).toHaveTextContent(`Why no draw: ${WHY}`);
      const draw = screen.getByRole("button", { name: "Draw names" });
      expect(draw).toBeDisabled();
      expect(draw).toHaveAccessibleDescription(`Why no draw: ${WHY}`);
    });

    it("Draw names is disabled while someone invited has not joined", async () => {
      renderPage(exchange({ participants: [ADA, BEN, CAT, participant({ id: 15, name: "dan@example.com", joined: false })] }));
      await heading();
      const draw = screen.getByRole("button", { name: "Draw names" });
      expect(draw).toBeDisabled();
      expect(draw).toHaveAccessibleDescription("Not everyone has joined yet: dan@example.com");
    });

    it("Draw names draws, without telling everyone", async () => {
      const api = renderPage(exchange(), {
        routes: { "POST /api/exchanges/9/draw": exchange({ drawnAt: DRAWN_AT, canRedrawSilently: true }) },
      });
      await heading();
      const draw = screen.getByRole("button", { name: "Draw names" });
      expect(draw).toBeEnabled();
      await userEvent.click(draw);
      expect(await screen.findByRole("button", { name: "Draw again" })).toBeInTheDocument();
      expect(api.calls("POST", "/api/exchanges/9/draw")).toEqual([{}]);
      expect(screen.getByRole("button", { name: "Cancel the draw" })).toBeInTheDocument();
      // The people are fixed once drawn.
      expect(screen.queryByRole("button", { name: "Add people" })).not.toBeInTheDocument();
      expect(screen.queryByRole("button", { name: "Remove Ben Cole" })).not.toBeInTheDocument();
    });

    it("Draw again after someone looked asks first, then tells everyone", async () => {
      const seen = exchange({ drawnAt: DRAWN_AT, participants: [ADA, { ...BEN, looked: true }, CAT] });
      const api = renderPage(seen, { routes: { "POST /api/exchanges/9/draw": seen } });
      await heading();
      expect(screen.getByTestId("looked-count")).toHaveTextContent("1 of 3 has looked at whom they give to.");
      await userEvent.click(screen.getByRole("button", { name: "Draw again" }));
      const confirm = await screen.findByRole("alertdialog", { name: "Everyone will be told" });
      expect(api.calls("POST", "/api/exchanges/9/draw")).toHaveLength(0);
      await userEvent.click(within(confirm).getByRole("button", { name: "Draw again" }));
      await waitFor(() => expect(api.calls("POST", "/api/exchanges/9/draw")).toEqual([{ tellEveryone: true }]));
    });

    it("a 409 saying everyone will be told asks, then cancels the draw telling everyone", async () => {
      const silent = exchange({ drawnAt: DRAWN_AT, canRedrawSilently: true });
      const api = renderPage(silent, {
        routes: {
          "POST /api/exchanges/9/draw/cancel": ({ body }) =>
            (body as { tellEveryone?: boolean }).tellEveryone
              ? json(200, exchange())
              : json(409, { message: EXCHANGE_EVERYONE_TOLD }),
        },
      });
      await heading();
      await userEvent.click(screen.getByRole("button", { name: "Cancel the draw" }));
      const confirm = await screen.findByRole("alertdialog", { name: "Everyone will be told" });
      await userEvent.click(within(confirm).getByRole("button", { name: "Cancel the draw" }));
      await waitFor(() =>
        expect(api.calls("POST", "/api/exchanges/9/draw/cancel")).toEqual([{}, { tellEveryone: true }]),
      );
      expect(await screen.findByRole("button", { name: "Draw names" })).toBeInTheDocument();
    });

    it("See all pairs asks first; then the pairs are listed", async () => {
      const drawn = exchange({ drawnAt: DRAWN_AT, canRedrawSilently: true });
      const api = renderPage(drawn, {
        routes: {
          "POST /api/exchanges/9/pairs/show": exchange({
            drawnAt: DRAWN_AT,
            organiserSeesPairs: true,
            allPairs: [
              { giver: 11, giverName: "Ada Lovelace", recipient: { id: 12, name: "Ben Cole", userId: 2, dependantId: null, hints: null } },
              { giver: 12, giverName: "Ben Cole", recipient: { id: 13, name: "Cat Diaz", userId: 3, dependantId: null, hints: null } },
              { giver: 13, giverName: "Cat Diaz", recipient: { id: 11, name: "Ada Lovelace", userId: 1, dependantId: null, hints: null } },
            ],
          }),
        },
      });
      await heading();
      await userEvent.click(screen.getByRole("button", { name: "See all pairs" }));
      const confirm = await screen.findByRole("alertdialog", { name: "See who gives to whom?" });
      expect(within(confirm).getByText("Everyone will be told that you can see who gives to whom.")).toBeInTheDocument();
      await userEvent.click(within(confirm).getByRole("button", { name: "See all pairs" }));
      const pairs = await screen.findByRole("list", { name: "Who gives to whom" });
      expect(within(pairs).getAllByRole("listitem").map((li) => li.textContent)).toEqual([
        "Ada Lovelace → Ben Cole",
        "Ben Cole → Cat Diaz",
        "Cat Diaz → Ada Lovelace",
      ]);
      expect(api.calls("POST", "/api/exchanges/9/pairs/show")).toHaveLength(1);
      expect(screen.queryByRole("button", { name: "See all pairs" })).not.toBeInTheDocument();
    });

    it("Reveal waits for the day", async () => {
      renderPage(exchange({ date: "2999-12-24", drawnAt: DRAWN_AT }));
      await heading();
      const reveal = screen.getByRole("button", { name: "Reveal who gave to whom" });
      expect(reveal).toBeDisabled();
      expect(reveal).toHaveAccessibleDescription("Who gives to whom can be revealed on the day of the exchange, not before.");
    });

    it("the exclusions grid: the diagonal disabled, Both ways mirrors a check, Save sends the pairs", async () => {
      const api = renderPage(exchange(), {
        routes: { "PUT /api/exchanges/9/exclusions": ({ body }) => json(200, exchange({ ...(body as object), whyNoDraw: WHY })) },
      });
      await heading();
      const grid = screen.getByRole("table");
      expect(within(grid).getByRole("checkbox", { name: "Ada Lovelace never draws Ada Lovelace" })).toBeDisabled();
      const save = screen.getByRole("button", { name: "Save exclusions" });
      expect(save).toBeDisabled();

      expect(screen.getByRole("checkbox", { name: "Both ways" })).toBeChecked();
      await userEvent.click(within(grid).getByRole("checkbox", { name: "Ada Lovelace never draws Ben Cole" }));
      expect(within(grid).getByRole("checkbox", { name: "Ben Cole never draws Ada Lovelace" })).toBeChecked();

      // One way only.
      await userEvent.click(screen.getByRole("checkbox", { name: "Both ways" }));
      await userEvent.click(within(grid).getByRole("checkbox", { name: "Cat Diaz never draws Ada Lovelace" }));
      expect(within(grid).getByRole("checkbox", { name: "Ada Lovelace never draws Cat Diaz" })).not.toBeChecked();

      await userEvent.click(save);
      await waitFor(() =>
        expect(api.calls("PUT", "/api/exchanges/9/exclusions")).toEqual([
          {
            pairs: [
              { giver: 11, receiver: 12 },
              { giver: 12, receiver: 11 },
              { giver: 13, receiver: 11 },
            ],
          },
        ]),
      );
      // The answer says why no draw fits them now.
      expect(await screen.findByTestId("why-no-draw")).toHaveTextContent(`Why no draw: ${WHY}`);
      expect(screen.getByRole("button", { name: "Draw names" })).toBeDisabled();
    });

    it("the grid shows the saved exclusions, and unchecking both ways takes the pair out", async () => {
      const api = renderPage(
        exchange({
          exclusions: [
            { giver: 11, receiver: 12 },
            { giver: 12, receiver: 11 },
          ],
        }),
        { routes: { "PUT /api/exchanges/9/exclusions": exchange() } },
      );
      await heading();
      const grid = screen.getByRole("table");
      const adaBen = within(grid).getByRole("checkbox", { name: "Ada Lovelace never draws Ben Cole" });
      expect(adaBen).toBeChecked();
      await userEvent.click(adaBen);
      expect(within(grid).getByRole("checkbox", { name: "Ben Cole never draws Ada Lovelace" })).not.toBeChecked();
      await userEvent.click(screen.getByRole("button", { name: "Save exclusions" }));
      await waitFor(() => expect(api.calls("PUT", "/api/exchanges/9/exclusions")).toEqual([{ pairs: [] }]));
    });

    it("Edit sends only what changed; Delete asks, deletes and goes back to the list", async () => {
      const api = renderPage(exchange(), {
        routes: {
          "PATCH /api/exchanges/9": exchange({ budget: "30.00" }),
          "DELETE /api/exchanges/9": { deleted: true, id: 9 },
        },
      });
      await heading();
      await userEvent.click(screen.getByRole("button", { name: "Edit exchange" }));
      const dialog = await screen.findByRole("dialog", { name: "Edit exchange" });
      expect(within(dialog).getByLabelText("Name")).toHaveValue("Family Christmas");
      const budget = within(dialog).getByLabelText("Budget");
      await userEvent.clear(budget);
      await userEvent.type(budget, "30.00");
      await userEvent.click(within(dialog).getByRole("button", { name: "Save Changes" }));
      await waitFor(() => expect(api.calls("PATCH", "/api/exchanges/9")).toEqual([{ budget: "30.00" }]));
      expect(await screen.findByTestId("exchange-budget")).toHaveTextContent("Budget €30.00");

      await userEvent.click(screen.getByRole("button", { name: "Delete exchange" }));
      const confirm = await screen.findByRole("alertdialog", { name: "Delete Family Christmas?" });
      await userEvent.click(within(confirm).getByRole("button", { name: "Delete" }));
      await waitFor(() => expect(routerMock.push).toHaveBeenCalledWith("/exchanges"));
      expect(api.calls("DELETE", "/api/exchanges/9")).toHaveLength(1);
    });

    it("removes someone before the draw (not themselves)", async () => {
      const api = renderPage(exchange(), {
        routes: { "DELETE /api/exchanges/9/participants/12": { deleted: true, id: 12 } },
      });
      const people = await screen.findByRole("list", { name: "People in this exchange" });
      expect(within(people).getByRole("listitem", { name: "Ada Lovelace" })).toHaveTextContent("(you)");
      expect(within(people).queryByRole("button", { name: "Remove Ada Lovelace" })).not.toBeInTheDocument();
      await userEvent.click(within(people).getByRole("button", { name: "Remove Ben Cole" }));
      await waitFor(() => expect(api.calls("DELETE", "/api/exchanges/9/participants/12")).toHaveLength(1));
      expect(await screen.findByText("Ben Cole is out of the exchange")).toBeInTheDocument();
    });

    it("Add people by email shows the invite link once, with Copy link", async () => {
      const url = "https://presently.example.com/exchanges/join?token=tok123";
      const dan = participant({ id: 15, name: "dan@example.com", joined: false });
      const api = renderPage(exchange(), {
        routes: {
          "GET /api/friends": [],
          "GET /api/dependants": [],
          "POST /api/exchanges/9/participants": json(201, {
            participant: 15,
            inviteUrl: url,
            exchange: exchange({ participants: [ADA, BEN, CAT, dan] }),
          }),
        },
      });
      await heading();
      await userEvent.click(screen.getByRole("button", { name: "Add people" }));
      const dialog = await screen.findByRole("dialog", { name: "Add people" });
      await userEvent.click(within(dialog).getByRole("tab", { name: "By email" }));
      await userEvent.type(await within(dialog).findByLabelText("Email"), "dan@example.com");
      await userEvent.click(within(dialog).getByRole("button", { name: "Make invite link" }));

      expect(await within(dialog).findByRole("textbox", { name: "Invite link" })).toHaveValue(url);
      expect(within(dialog).getByRole("button", { name: "Copy link" })).toBeInTheDocument();
      expect(api.calls("POST", "/api/exchanges/9/participants")).toEqual([{ email: "dan@example.com" }]);
      // The page shows them invited.
      const people = screen.getByRole("list", { name: "People in this exchange", hidden: true });
      expect(within(people).getByRole("listitem", { name: "dan@example.com", hidden: true })).toHaveTextContent(
        "Invited, not joined yet",
      );
    });

    it("Add people adds a friend by their user id", async () => {
      const cat = { id: 3, friendshipId: 45, firstName: "Cat", lastName: "Diaz", email: "cat@example.com", profileImageUrl: null };
      const api = renderPage(exchange({ participants: [ADA, BEN] }), {
        routes: {
          "GET /api/friends": [cat],
          "GET /api/dependants": [],
          "POST /api/exchanges/9/participants": json(201, { participant: 13, inviteUrl: null, exchange: exchange() }),
        },
      });
      await heading();
      await userEvent.click(screen.getByRole("button", { name: "Add people" }));
      const dialog = await screen.findByRole("dialog", { name: "Add people" });
      const friend = within(dialog).getByRole("combobox", { name: "Friend" });
      await within(dialog).findByRole("option", { name: "Cat Diaz" });
      await userEvent.selectOptions(friend, "3");
      await userEvent.click(within(dialog).getByRole("button", { name: "Add" }));
      await waitFor(() => expect(screen.queryByRole("dialog", { name: "Add people" })).not.toBeInTheDocument());
      expect(api.calls("POST", "/api/exchanges/9/participants")).toEqual([{ userId: 3 }]);
      expect(await screen.findByText("Cat Diaz added")).toBeInTheDocument();
    });
    it("Add people adds someone a friend looks after: the keeper first, then who", async () => {
      const cat = { id: 3, friendshipId: 45, firstName: "Cat", lastName: "Diaz", email: "cat@example.com", profileImageUrl: null };
      const leo = { id: 31, name: "Leo", kind: "child", birthday: null, photoUrl: null, guardians: [], lists: [] };
      const api = renderPage(exchange({ participants: [ADA, BEN] }), {
        routes: {
          "GET /api/friends": [cat],
          "GET /api/dependants": [],
          "GET /api/people/3/dependants": [leo],
          "POST /api/exchanges/9/participants": json(201, { participant: 16, inviteUrl: null, exchange: exchange() }),
        },
      });
      await heading();
      await userEvent.click(screen.getByRole("button", { name: "Add people" }));
      const dialog = await screen.findByRole("dialog", { name: "Add people" });
      await userEvent.click(within(dialog).getByRole("tab", { name: "Someone looked after" }));
      expect(await within(dialog).findByText("You look after nobody yet: add them on the Family page.")).toBeInTheDocument();
      const keeper = within(dialog).getByRole("combobox", { name: "Looked after by" });
      await within(dialog).findByRole("option", { name: "Cat Diaz" });
      await userEvent.selectOptions(keeper, "3");
      await within(dialog).findByRole("option", { name: "Leo" });
      expect(within(dialog).getByText("Someone Cat Diaz looks after: their guardians give for them.")).toBeInTheDocument();
      await userEvent.selectOptions(within(dialog).getByRole("combobox", { name: "Who" }), "31");
      await userEvent.click(within(dialog).getByRole("button", { name: "Add" }));
      await waitFor(() => expect(api.calls("POST", "/api/exchanges/9/participants")).toEqual([{ dependantId: 31 }]));
      expect(await screen.findByText("Leo added")).toBeInTheDocument();
    });

    it("Plan next year opens last year's fields a year on and goes to the new exchange", async () => {
      const drawn = exchange({ drawnAt: DRAWN_AT, canRedrawSilently: true });
      const api = renderPage(drawn, {
        routes: { "POST /api/exchanges/9/next": json(201, exchange({ id: 10, date: "2027-12-24", participants: [ADA] })) },
      });
      await heading();
      await userEvent.click(screen.getByRole("button", { name: "Plan next year" }));
      const dialog = await screen.findByRole("dialog", { name: "Plan next year" });
      expect(within(dialog).getByLabelText("Name")).toHaveValue("Family Christmas");
      expect(within(dialog).getByLabelText("Date")).toHaveValue("2027-12-24");
      expect(within(dialog).getByLabelText("Budget")).toHaveValue("25.00");
      await userEvent.click(within(dialog).getByRole("button", { name: "Create" }));
      await waitFor(() => expect(routerMock.push).toHaveBeenCalledWith("/exchanges/10"));
      expect(api.calls("POST", "/api/exchanges/9/next")).toEqual([
        {
          name: "Family Christmas",
          date: "2027-12-24",
          budget: "25.00",
          currency: "EUR",
          message: "Gifts under the tree at Grandma's.",
          singleLoop: false,
          avoidLastYears: 1,
        },
      ]);
    });

    it("Plan next year waits for the draw", async () => {
      renderPage(exchange());
      await heading();
      expect(screen.queryByRole("button", { name: "Plan next year" })).not.toBeInTheDocument();
    });
  });
});
