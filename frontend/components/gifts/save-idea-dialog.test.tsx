import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";

import { REPEAT_HINT, SAVE_ANYWAY } from "@/components/gifts/gift-text";
import {
  CHOOSE_SOMEONE,
  CHOOSE_SOMEONE_REQUIRED,
  NOBODY_TEXT,
  SAVE_AS_IDEA_TITLE,
  SAVE_IDEA_FAILED,
  SaveIdeaDialog,
  savedAsIdeaTitle,
} from "@/components/gifts/save-idea-dialog";
import { SaveIdeaActions } from "@/components/recommendations/save-idea-actions";
import type { Contact } from "@/lib/contacts";
import type { Friend } from "@/hooks/use-friends";
import type { RecommendationItem } from "@/lib/recommendations";
import { ideaOfCard } from "@/lib/save-as-idea";
import { saveChoicesFor } from "@/lib/save-idea";
import { json, mockApi } from "@/test/api-mock";
import { dependant } from "@/test/dependants";
import { recommendationItem } from "@/test/fixtures";
import { REPEAT_MESSAGE, contact, friend, gift } from "@/test/gifts";
import { renderOpenDialog, renderWithToaster } from "@/test/render";

const MOM = contact({ id: 12, name: "Mom", email: "mom@example.com" });
const ZOE = contact({ id: 13, name: "Zoe Park" });
const ADA = friend({ id: 6, firstName: "Ada", lastName: "Lovelace", email: "ada@example.com" });

const FOR_MOM = recommendationItem({ cta: "View", recipient: { kind: "someone", name: "Mom" } });

/** My people: Mom and Zoe (contacts), Ada (a friend), Mia (whom I look after), unless given. */
function people({
  contacts = [MOM, ZOE],
  friends = [ADA],
  dependants = [dependant({ id: 3, name: "Mia" })],
}: { contacts?: Contact[]; friends?: Friend[]; dependants?: ReturnType<typeof dependant>[] } = {}) {
  return {
    "GET /api/contacts": contacts,
    "GET /api/friends": friends,
    "GET /api/dependants": dependants,
  };
}

/** The card's actions, then Save as an idea clicked: its dialog. */
async function openFromCard(item: RecommendationItem = FOR_MOM) {
  renderWithToaster(<SaveIdeaActions item={item} choices={saveChoicesFor(item, "chat")} />);
  await userEvent.click(screen.getByRole("button", { name: `Save as an idea: ${item.name}` }));
  return screen.findByRole("dialog", { name: SAVE_AS_IDEA_TITLE });
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe("SaveIdeaDialog", () => {
  it("for Mom: Mom is chosen, the card is saved as an idea for her, and the toast opens her page", async () => {
    const api = mockApi({
      ...people(),
      "POST /api/gifts": ({ body }) => json(201, gift({ id: 120, status: "idea", ...(body as object) })),
    });
    const dialog = await openFromCard();
    const select = await within(dialog).findByRole("combobox", { name: "For" });
    expect(select).toHaveValue("contact:12");
    expect(within(select).getByRole("group", { name: "Contacts" })).toBeInTheDocument();
    expect(within(select).getByRole("group", { name: "Friends" })).toBeInTheDocument();
    expect(within(select).getByRole("group", { name: "Family" })).toBeInTheDocument();
    expect(within(select).getAllByRole("option").map((option) => option.textContent)).toEqual([
      CHOOSE_SOMEONE,
      "Mom",
      "Zoe Park",
      "Ada Lovelace",
      "Mia",
    ]);
    expect(within(dialog).getByRole("textbox", { name: "Idea" })).toHaveValue("Pour-over coffee set");

    await userEvent.click(within(dialog).getByRole("button", { name: "Save" }));
    await waitFor(() => expect(api.calls("POST", "/api/gifts")).toHaveLength(1));
    expect(api.calls("POST", "/api/gifts")[0]).toEqual({
      contactId: 12,
      name: "Pour-over coffee set",
      link: "https://www.amazon.com/s?k=coffee",
      price: "24.99",
      currency: "USD",
      shop: "Amazon",
    });
    expect(await screen.findByText(savedAsIdeaTitle("Mom"))).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "Open" })).toHaveAttribute("href", "/person?contact=12");
    await waitFor(() => expect(screen.queryByRole("dialog")).not.toBeInTheDocument());
    // Nothing goes to a list.
    expect(api.calls("POST", "/api/wishlist")).toHaveLength(0);
  });

  it("a friend named by first name is chosen; another choice and the name as edited are what is sent", async () => {
    const api = mockApi({
      ...people(),
      "POST /api/gifts": ({ body }) => json(201, gift({ id: 121, status: "idea", ...(body as object) })),
    });
    const item = recommendationItem({ price: "Price varies", recipient: { kind: "someone", name: "Ada" } });
    const dialog = await openFromCard(item);
    const select = await within(dialog).findByRole("combobox", { name: "For" });
    expect(select).toHaveValue("friend:6");
    await userEvent.selectOptions(select, "dependant:3");
    const name = within(dialog).getByRole("textbox", { name: "Idea" });
    await userEvent.clear(name);
    await userEvent.type(name, "Coffee kit");
    await userEvent.click(within(dialog).getByRole("button", { name: "Save" }));
    await waitFor(() => expect(api.calls("POST", "/api/gifts")).toHaveLength(1));
    // No plain amount: no price at all.
    expect(api.calls("POST", "/api/gifts")[0]).toEqual({
      dependantId: 3,
      name: "Coffee kit",
      link: "https://www.amazon.com/s?k=coffee",
      shop: "Amazon",
    });
    expect(await screen.findByText(savedAsIdeaTitle("Mia"))).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "Open" })).toHaveAttribute("href", "/person?dependant=3");
  });

  it("nobody the card names: Choose someone, and a choice is asked for before saving", async () => {
    const api = mockApi(people());
    const dialog = await openFromCard(recommendationItem({ recipient: { kind: "someone", name: "Dad" } }));
    const select = await within(dialog).findByRole("combobox", { name: "For" });
    expect(select).toHaveValue("");
    await userEvent.click(within(dialog).getByRole("button", { name: "Save" }));
    expect(await within(dialog).findByText(CHOOSE_SOMEONE_REQUIRED)).toBeInTheDocument();
    expect(api.calls("POST", "/api/gifts")).toHaveLength(0);
  });

  it("a repeat shows the server's warning; Save anyway sends it again, allowed", async () => {
    const api = mockApi({
      ...people(),
      "POST /api/gifts": ({ body }) =>
        (body as { allowRepeat?: boolean }).allowRepeat
          ? json(201, gift({ id: 122, status: "idea", ...(body as object) }))
          : json(409, { message: REPEAT_MESSAGE, fields: { allowRepeat: REPEAT_MESSAGE } }),
    });
    const dialog = await openFromCard();
    await within(dialog).findByRole("combobox", { name: "For" });
    await userEvent.click(within(dialog).getByRole("button", { name: "Save" }));

    const warning = await within(dialog).findByTestId("repeat-warning");
    expect(within(warning).getByText(REPEAT_MESSAGE)).toHaveTextContent(
      "You gave Mum a 'Le Creuset Dutch Oven' for Christmas 2025",
    );
    expect(within(warning).getByText(REPEAT_HINT)).toBeInTheDocument();
    // A question, not a failure: no error toast, nothing saved, and the dialog stays.
    expect(screen.queryByText("Error")).not.toBeInTheDocument();
    expect(within(dialog).queryByRole("button", { name: "Save" })).not.toBeInTheDocument();
    const [first] = api.calls("POST", "/api/gifts");
    expect(first).not.toHaveProperty("allowRepeat");

    await userEvent.click(within(dialog).getByRole("button", { name: SAVE_ANYWAY }));
    expect(await screen.findByText(savedAsIdeaTitle("Mom"))).toBeInTheDocument();
    expect(api.calls("POST", "/api/gifts")).toEqual([first, { ...first, allowRepeat: true }]);
    await waitFor(() => expect(screen.queryByRole("dialog")).not.toBeInTheDocument());
  });

  it("the warning goes once whom it is for changes, and that one is checked again", async () => {
    const api = mockApi({
      ...people(),
      "POST /api/gifts": json(409, { message: REPEAT_MESSAGE, fields: { allowRepeat: REPEAT_MESSAGE } }),
    });
    const dialog = await openFromCard();
    const select = await within(dialog).findByRole("combobox", { name: "For" });
    await userEvent.click(within(dialog).getByRole("button", { name: "Save" }));
    expect(await within(dialog).findByRole("button", { name: SAVE_ANYWAY })).toBeInTheDocument();

    await userEvent.selectOptions(select, "contact:13");
    expect(within(dialog).queryByTestId("repeat-warning")).not.toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole("button", { name: "Save" }));
    await within(dialog).findByTestId("repeat-warning");
    expect(api.calls("POST", "/api/gifts").map((body) => [body.contactId, body.allowRepeat])).toEqual([
      [12, undefined],
      [13, undefined],
    ]);
  });

  it("another failure is the usual error toast, and the dialog stays", async () => {
    mockApi({ ...people(), "POST /api/gifts": json(500, {}) });
    const dialog = await openFromCard();
    await within(dialog).findByRole("combobox", { name: "For" });
    await userEvent.click(within(dialog).getByRole("button", { name: "Save" }));
    expect(await screen.findByText(SAVE_IDEA_FAILED)).toBeInTheDocument();
    expect(within(dialog).queryByRole("button", { name: SAVE_ANYWAY })).not.toBeInTheDocument();
    expect(screen.getByRole("dialog", { name: SAVE_AS_IDEA_TITLE })).toBeInTheDocument();
  });

  it("a friend with a contact's address is listed once, as the contact, and chosen by the friend's name", async () => {
    const benjamin = contact({ id: 14, name: "Benjamin Cole", email: "ben@example.com" });
    const ben = friend({ id: 5, firstName: "Ben", lastName: "Cole", email: "Ben@Example.com" });
    mockApi(people({ contacts: [benjamin, MOM], friends: [ben, ADA], dependants: [] }));
    const { dialog } = renderOpenDialog(
      (onOpenChange) => (
        <SaveIdeaDialog open onOpenChange={onOpenChange} idea={ideaOfCard(FOR_MOM)} forWhom={{ name: "Ben" }} />
      ),
      SAVE_AS_IDEA_TITLE,
    );
    const select = await within(dialog).findByRole("combobox", { name: "For" });
    expect(select).toHaveValue("contact:14");
    expect(within(select).getAllByRole("option").map((option) => option.textContent)).toEqual([
      CHOOSE_SOMEONE,
      "Benjamin Cole",
      "Mom",
      "Ada Lovelace",
    ]);
    expect(within(select).queryByRole("group", { name: "Family" })).not.toBeInTheDocument();
  });

  it("nobody at all: points to Contacts, with nothing to save", async () => {
    const api = mockApi(people({ contacts: [], friends: [], dependants: [] }));
    const { dialog } = renderOpenDialog(
      (onOpenChange) => (
        <SaveIdeaDialog open onOpenChange={onOpenChange} idea={ideaOfCard(FOR_MOM)} forWhom={{ name: "Mom" }} />
      ),
      SAVE_AS_IDEA_TITLE,
    );
    expect(await within(dialog).findByText(NOBODY_TEXT)).toBeInTheDocument();
    expect(within(dialog).getByRole("link", { name: "Go to Contacts" })).toHaveAttribute("href", "/contacts");
    expect(within(dialog).queryByRole("combobox")).not.toBeInTheDocument();
    expect(within(dialog).queryByRole("button", { name: /Save/ })).not.toBeInTheDocument();
    expect(api.calls("POST", "/api/gifts")).toHaveLength(0);
  });
});
