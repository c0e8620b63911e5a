import { act, cleanup, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";



import { SAVE_AS_IDEA, savedAsIdeaTitle } from "@/components/gifts/gift-text";
import { CHOOSE_SOMEONE } from "@/components/gifts/save-idea-dialog";
import { CapturePage, FOR_SOMEONE_ELSE, READING_TEXT } from "@/components/wishlist/capture-page";
import { WISH_LIST_READING } from "@/components/lists/import-text";
import { CAPTURE_PAGE, CAPTURE_READY, CAPTURE_RECEIVED, FALLBACK_DELAY_MS, MAX_READY_PINGS } from "@/lib/capture";
import { ITEM_IMPORT_NOT_AMAZON, PAGE_TOO_COMPLEX } from "@/lib/messages";
import { json, mockApi } from "@/test/api-mock";
import { wishlistItem } from "@/test/fixtures";
import { contact, friend, gift, ideaPeopleRoutes } from "@/test/gifts";
import { defaultList, myList } from "@/test/my-lists";
import { renderWithToaster } from "@/test/render";

const SHOP = "https://shop.example";
const PRODUCT = "https://shop.example/p/kettle";
const HTML = "<html><head><title>Kettle</title></head><body>$24.99</body></html>";
const PARSED = {
  title: "Gooseneck kettle",
  description: "Pour-over",
  price: "$24.99",
  url: PRODUCT,
  source: "Shop",
  image: "https://shop.example/kettle.jpg",
};
const ROBOT_CHECK =
  "Shop showed a robot check instead of the product. Fill in the item by hand, or open the product in your browser and click the Presently button.";

type Opener = { postMessage: ReturnType<typeof vi.fn> };

/** Puts `/capture{search}` in the address bar, opened by `opener` (a fake window) or by nothing. */
function at(search: string, opener: Opener | null = null) {
  window.history.pushState({}, "", `/capture${search}`);
  Object.defineProperty(window, "opener", { configurable: true, writable: true, value: opener });
}

function newOpener(): Opener {
  return { postMessage: vi.fn() };
}

/** A message event as the browser delivers it: from `source` (a window), sent by a page at `origin`. */
function deliver(data: unknown, source: unknown, origin = SHOP) {
  const event = new MessageEvent("message", { data, origin });
  Object.defineProperty(event, "source", { value: source });
  act(() => {
    window.dispatchEvent(event);
  });
}

function page(overrides: Record<string, unknown> = {}) {
  return { type: CAPTURE_PAGE, url: PRODUCT, html: HTML, ...overrides };
}

function renderPage(routes: Record<string, unknown> = {}) {
  const api = mockApi({
    "POST /api/parse-html": PARSED,
    "POST /api/parse-url": PARSED,
    "POST /api/wishlist": wishlistItem({ id: 9, name: "Gooseneck kettle" }),
    "GET /api/wishlist": [],
    ...routes,
  } as never);
  renderWithToaster(<CapturePage />);
  return api;
}

/** Lets the 2 s fallback run. */
async function waitPastFallback() {
  await act(() => vi.advanceTimersByTimeAsync(FALLBACK_DELAY_MS + 50));
}

beforeEach(() => {
  vi.useFakeTimers({ shouldAdvanceTime: true });
});

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
  window.history.pushState({}, "", "/");
  Object.defineProperty(window, "opener", { configurable: true, writable: true, value: null });
});

describe("CapturePage", () => {
  it("tells the opener it is ready, every 500 ms at most 20 times, while reading", async () => {
    const opener = newOpener();
    at(`?url=${encodeURIComponent(PRODUCT)}`, opener);
    renderPage();
    expect(screen.getByRole("heading", { level: 1, name: "Add to wishlist" })).toBeInTheDocument();
    expect(screen.getByRole("status")).toHaveTextContent(READING_TEXT);
    expect(opener.postMessage).toHaveBeenCalledWith({ type: CAPTURE_READY }, "*");
    await act(() => vi.advanceTimersByTimeAsync(1000));
    expect(opener.postMessage.mock.calls.length).toBeGreaterThanOrEqual(3);
    await act(() => vi.advanceTimersByTimeAsync(20_000));
    expect(opener.postMessage.mock.calls.length).toBeLessThanOrEqual(MAX_READY_PINGS);
  });

  it("ignores a page from a window other than its opener", async () => {
    const opener = newOpener();
    const other = { postMessage: vi.fn() };
    at("", opener);
    const api = renderPage();
    deliver(page(), other);
    deliver(page(), null);
    await act(() => vi.advanceTimersByTimeAsync(100));
    expect(api.calls("POST", "/api/parse-html")).toHaveLength(0);
    expect(other.postMessage).not.toHaveBeenCalled();
    expect(opener.postMessage).not.toHaveBeenCalledWith({ type: CAPTURE_RECEIVED }, expect.anything());
  });

  it.each([
    ["another type", page({ type: "something" })],
    ["a link that is not http(s)", page({ url: "javascript:alert(1)" })],
    ["no html", page({ html: undefined })],
    ["html over 2 MiB", page({ html: "x".repeat(2 * 1024 * 1024 + 1) })],
  ])("ignores a message from the opener with %s", async (_, data) => {
    const opener = newOpener();
    at("", opener);
    const api = renderPage();
    deliver(data, opener);
    await act(() => vi.advanceTimersByTimeAsync(100));
    expect(api.calls("POST", "/api/parse-html")).toHaveLength(0);
    expect(opener.postMessage).not.toHaveBeenCalledWith({ type: CAPTURE_RECEIVED }, expect.anything());
  });

  it("reads a page from its opener: replies to it, sends {url, html} to parse-html, opens the dialog prefilled", async () => {
    const opener = newOpener();
    at(`?url=${encodeURIComponent(PRODUCT)}`, opener);
    const api = renderPage();
    deliver(page(), opener);

    expect(opener.postMessage).toHaveBeenCalledWith({ type: CAPTURE_RECEIVED }, SHOP);
    const dialog = await screen.findByRole("dialog", { name: "Add to Wishlist" });
    expect(api.calls("POST", "/api/parse-html")).toEqual([{ url: PRODUCT, html: HTML }]);
    expect(within(dialog).getByLabelText("Name")).toHaveValue("Gooseneck kettle");
    expect(within(dialog).getByLabelText("Link")).toHaveValue(PRODUCT);
    expect(within(dialog).getByLabelText("Price")).toHaveValue("$24.99");
    expect(within(dialog).getByLabelText("Where to buy")).toHaveValue("Shop");

    // The pings stop, a second page is ignored, and no fallback lookup follows.
    const pings = opener.postMessage.mock.calls.length;
    deliver(page({ url: "https://shop.example/p/other" }), opener);
    await waitPastFallback();
    expect(opener.postMessage.mock.calls.length).toBe(pings);
    expect(api.calls("POST", "/api/parse-html")).toHaveLength(1);
    expect(api.calls("POST", "/api/parse-url")).toHaveLength(0);
  });

  it("a share: after 2 s without a page, looks up the link inside `text`", async () => {
    at(`?title=Kettle&text=${encodeURIComponent(`Look at this kettle ${PRODUCT}`)}`);
    const api = renderPage();
    expect(screen.getByRole("status")).toHaveTextContent(READING_TEXT);
    expect(api.calls("POST", "/api/parse-url")).toHaveLength(0);
    await waitPastFallback();
    const dialog = await screen.findByRole("dialog", { name: "Add to Wishlist" });
    expect(api.calls("POST", "/api/parse-url")).toEqual([{ url: PRODUCT }]);
    expect(within(dialog).getByLabelText("Name")).toHaveValue("Gooseneck kettle");
  });

  it("a 422 opens the dialog with the link and the server's message above the form; closed, the page says it", async () => {
    at(`?url=${encodeURIComponent(PRODUCT)}`);
    renderPage({ "POST /api/parse-url": json(422, { message: ROBOT_CHECK }) });
    await waitPastFallback();
    const dialog = await screen.findByRole("dialog", { name: "Add to Wishlist" });
    expect(within(dialog).getByLabelText("Link")).toHaveValue(PRODUCT);
    expect(within(dialog).getByLabelText("Name")).toHaveValue("");
    const reason = within(dialog).getByTestId("lookup-error");
    expect(reason).toHaveAttribute("role", "alert");
    expect(reason).toHaveTextContent(ROBOT_CHECK);
    // Said once while the dialog is open: not again on the page behind it.
    expect(screen.queryByTestId("capture-error")).not.toBeInTheDocument();

    await userEvent.click(within(dialog).getByRole("button", { name: "Cancel" }));
    const alert = await screen.findByTestId("capture-error");
    expect(alert).toHaveAttribute("role", "alert");
    expect(alert).toHaveTextContent(ROBOT_CHECK);
  });

  it("a captured page that is a robot check: the link and the reason, never the wall's title as the name", async () => {
    const opener = newOpener();
    at(`?url=${encodeURIComponent(PRODUCT)}`, opener);
    renderPage({ "POST /api/parse-html": json(422, { message: ROBOT_CHECK }) });
    deliver(page({ html: "<html><head><title>Robot Check</title></head><body></body></html>" }), opener);
    const dialog = await screen.findByRole("dialog", { name: "Add to Wishlist" });
    expect(within(dialog).getByLabelText("Link")).toHaveValue(PRODUCT);
    expect(within(dialog).getByLabelText("Name")).toHaveValue("");
    expect(within(dialog).getByTestId("lookup-error")).toHaveTextContent(ROBOT_CHECK);
  });

  it.each([
    [422, PAGE_TOO_COMPLEX],
    [429, "You have looked up 30 pages in the last minute. Please try again in a moment."],
    [413, "The page is larger than 2 MiB."],
  ])(
    "a captured page answered %i keeps the page's title as the name, with the link and the reason above the form",
    async (status, message) => {
      const opener = newOpener();
      at(`?url=${encodeURIComponent(PRODUCT)}`, opener);
      const api = renderPage({ "POST /api/parse-html": json(status, { message }) });
      deliver(
        page({ html: "<html><head><title>  Gooseneck Kettle &amp; Stand | Shop </title></head><body></body></html>" }),
        opener,
      );
      const dialog = await screen.findByRole("dialog", { name: "Add to Wishlist" });
      expect(within(dialog).getByLabelText("Name")).toHaveValue("Gooseneck Kettle & Stand | Shop");
      expect(within(dialog).getByLabelText("Link")).toHaveValue(PRODUCT);
      expect(within(dialog).getByTestId("lookup-error")).toHaveTextContent(message);

      await userEvent.click(within(dialog).getByRole("button", { name: "Add to Wishlist" }));
      await screen.findByTestId("capture-added");
      expect(api.calls("POST", "/api/wishlist")).toEqual([
        expect.objectContaining({ name: "Gooseneck Kettle & Stand | Shop", url: PRODUCT }),
      ]);
    },
  );

  it("a share whose link the server cannot read keeps the share's title as the name (a title that is a link is not one)", async () => {
    at(`?title=Gooseneck%20kettle&text=${encodeURIComponent(PRODUCT)}`);
    renderPage({ "POST /api/parse-url": json(422, { message: ROBOT_CHECK }) });
    await waitPastFallback();
    let dialog = await screen.findByRole("dialog", { name: "Add to Wishlist" });
    expect(within(dialog).getByLabelText("Name")).toHaveValue("Gooseneck kettle");
    expect(within(dialog).getByLabelText("Link")).toHaveValue(PRODUCT);
    expect(within(dialog).getByTestId("lookup-error")).toHaveTextContent(ROBOT_CHECK);
    cleanup();

    at(`?title=${encodeURIComponent(PRODUCT)}`);
    renderPage({ "POST /api/parse-url": json(422, { message: ROBOT_CHECK }) });
    await waitPastFallback();
    dialog = await screen.findByRole("dialog", { name: "Add to Wishlist" });
    expect(within(dialog).getByLabelText("Name")).toHaveValue("");
    expect(within(dialog).getByLabelText("Link")).toHaveValue(PRODUCT);
  });

  it("saving shows 'Added to your wishlist' with View wishlist and Close this window", async () => {
    const opener = newOpener();
    at(`?url=${encodeURIComponent(PRODUCT)}`, opener);
    const api = renderPage();
    deliver(page(), opener);
    const dialog = await screen.findByRole("dialog", { name: "Add to Wishlist" });
    await userEvent.click(within(dialog).getByRole("button", { name: "Add to Wishlist" }));

    const added = await screen.findByTestId("capture-added");
    expect(within(added).getByRole("heading", { level: 2, name: "Added to your wishlist" })).toBeInTheDocument();
    expect(api.calls("POST", "/api/wishlist")).toEqual([
      expect.objectContaining({ name: "Gooseneck kettle", url: PRODUCT, price: "$24.99", whereToBuy: "Shop" }),
    ]);
    expect(within(added).getByRole("link", { name: "View wishlist" })).toHaveAttribute("href", "/wishlist");
    // The panel says it: no toast repeating it.
    expect(screen.getAllByText(/added to your wishlist/i)).toHaveLength(1);
    const close = vi.spyOn(window, "close").mockImplementation(() => {});
    await userEvent.click(within(added).getByRole("button", { name: "Close this window" }));
    expect(close).toHaveBeenCalled();
    expect(screen.queryByRole("dialog")).not.toBeInTheDocument();
  });

  it("cancelling shows 'Not added'; 'Add it after all' opens the dialog again", async () => {
    at(`?url=${encodeURIComponent(PRODUCT)}`);
    renderPage({ "POST /api/parse-url": json(422, { message: ROBOT_CHECK }) });
    await waitPastFallback();
    const dialog = await screen.findByRole("dialog", { name: "Add to Wishlist" });
    await userEvent.click(within(dialog).getByRole("button", { name: "Cancel" }));

    const notAdded = await screen.findByTestId("capture-not-added");
    expect(within(notAdded).getByRole("heading", { level: 2, name: "Not added" })).toBeInTheDocument();
    expect(within(notAdded).getByRole("link", { name: "View wishlist" })).toHaveAttribute("href", "/wishlist");
    // No opener (a share): no window to close.
    expect(within(notAdded).queryByRole("button", { name: "Close this window" })).not.toBeInTheDocument();
    expect(screen.getByRole("alert")).toHaveTextContent(ROBOT_CHECK);

    await userEvent.click(within(notAdded).getByRole("button", { name: "Add it after all" }));
    const again = await screen.findByRole("dialog", { name: "Add to Wishlist" });
    expect(within(again).getByLabelText("Link")).toHaveValue(PRODUCT);
    expect(within(again).getByTestId("lookup-error")).toHaveTextContent(ROBOT_CHECK);
  });

  it("a wish list's link shared from a phone: says the two ways in, looks nothing up", async () => {
    at(`?url=${encodeURIComponent("https://www.amazon.com/hz/wishlist/ls/3K2ABCDEF1?ref_=wl_share")}`);
    const api = renderPage();
    await waitPastFallback();
    const panel = await screen.findByTestId("capture-shared-wish-list");
    expect(panel).toHaveTextContent("Import this wish list from a computer");
    expect(panel).toHaveTextContent(/click the Presently button/);
    expect(within(panel).getByRole("link", { name: "Go to your wishlist" })).toHaveAttribute("href", "/wishlist");
    expect(api).not.toHaveBeenCalled();
  });

  it("without a page or a link: explains how to use the page after 2 s", async () => {
    at("");
    const api = renderPage();
    await waitPastFallback();
    const help = await screen.findByTestId("capture-help");
    expect(within(help).getByRole("heading", { level: 2, name: "Nothing to add yet" })).toBeInTheDocument();
    expect(help).toHaveTextContent(/Presently button/);
    expect(help).toHaveTextContent(/share a product link/);
    expect(within(help).getByRole("link", { name: "Go to your wishlist" })).toHaveAttribute("href", "/wishlist");
    expect(screen.getByRole("status")).toHaveTextContent("");
    expect(api).not.toHaveBeenCalled();
  });

  it("a page that arrives after the help still gets read", async () => {
    const opener = newOpener();
    at("", opener);
    const api = renderPage();
    await waitPastFallback();
    await screen.findByTestId("capture-help");
    deliver(page(), opener);
    await screen.findByRole("dialog", { name: "Add to Wishlist" });
    expect(api.calls("POST", "/api/parse-html")).toHaveLength(1);
    await waitFor(() => expect(screen.queryByTestId("capture-help")).not.toBeInTheDocument());
  });

  describe("Save as an idea", () => {
    const MOM = contact({ id: 12, name: "Mom" });
    const ADA = friend({ id: 6, firstName: "Ada", lastName: "Lovelace" });

    /** The page with a captured page read, and my people to choose from; POST /api/gifts answers 201. */
    function renderRead() {
      const opener = newOpener();
      at(`?url=${encodeURIComponent(PRODUCT)}`, opener);
      const api = renderPage({
        ...ideaPeopleRoutes({ contacts: [MOM], friends: [ADA] }),
        "POST /api/gifts": ({ body }: { body: unknown }) =>
          json(201, gift({ id: 130, status: "idea", ...(body as object) })),
      });
      deliver(page(), opener);
      return api;
    }

    it("under the wishlist's form: opens the idea dialog with the product, nobody chosen; POSTs /api/gifts", async () => {
      const api = renderRead();
      const wishlist = await screen.findByRole("dialog", { name: "Add to Wishlist" });
      expect(within(wishlist).getByTestId("capture-idea-aside")).toHaveTextContent(FOR_SOMEONE_ELSE);
      await userEvent.click(within(wishlist).getByRole("button", { name: SAVE_AS_IDEA }));

      const dialog = await screen.findByRole("dialog", { name: SAVE_AS_IDEA });
      expect(screen.queryByRole("dialog", { name: "Add to Wishlist" })).not.toBeInTheDocument();
      const select = await within(dialog).findByRole("combobox", { name: "For" });
      expect(select).toHaveValue("");
      expect(within(select).getByRole("option", { selected: true })).toHaveTextContent(CHOOSE_SOMEONE);
      expect(within(dialog).getByRole("textbox", { name: "Idea" })).toHaveValue("Gooseneck kettle");

      await userEvent.selectOptions(select, "contact:12");
      await userEvent.click(within(dialog).getByRole("button", { name: "Save" }));
      await waitFor(() => expect(api.calls("POST", "/api/gifts")).toHaveLength(1));
      expect(api.calls("POST", "/api/gifts")[0]).toEqual({
        contactId: 12,
        name: "Gooseneck kettle",
        link: PRODUCT,
        price: "24.99",
        currency: "USD",
        shop: "Shop",
      });

      // The page says it (no toast as well), with the way to her page.
      const saved = await screen.findByTestId("capture-idea");
      const heading = within(saved).getByRole("heading", { level: 2, name: savedAsIdeaTitle("Mom") });
      expect(within(saved).getByRole("link", { name: "Gifts for Mom" })).toHaveAttribute("href", "/person?contact=12");
      expect(screen.getAllByText(savedAsIdeaTitle("Mom"))).toHaveLength(1);
      await waitFor(() => expect(screen.queryByRole("dialog")).not.toBeInTheDocument());
      await waitFor(() => expect(heading).toHaveFocus());
      expect(screen.queryByTestId("capture-not-added")).not.toBeInTheDocument();
      expect(api.calls("POST", "/api/wishlist")).toHaveLength(0);
    });

    it("beside 'Add it after all' once not added; cancelled, it is still not added", async () => {
      const api = renderRead();
      const wishlist = await screen.findByRole("dialog", { name: "Add to Wishlist" });
      await userEvent.click(within(wishlist).getByRole("button", { name: "Cancel" }));
      const notAdded = await screen.findByTestId("capture-not-added");
      expect(within(notAdded).getByRole("button", { name: "Add it after all" })).toBeInTheDocument();

      await userEvent.click(within(notAdded).getByRole("button", { name: SAVE_AS_IDEA }));
      const dialog = await screen.findByRole("dialog", { name: SAVE_AS_IDEA });
      await within(dialog).findByRole("combobox", { name: "For" });
      expect(within(dialog).getByRole("textbox", { name: "Idea" })).toHaveValue("Gooseneck kettle");
      await userEvent.click(within(dialog).getByRole("button", { name: "Cancel" }));

      await waitFor(() => expect(screen.queryByRole("dialog")).not.toBeInTheDocument());
      expect(screen.getByTestId("capture-not-added")).toBeInTheDocument();
      expect(api.calls("POST", "/api/gifts")).toHaveLength(0);
    });
  });
});

describe("CapturePage: an Amazon wish list", () => {
  const WISH_LIST = "https://www.amazon.com/hz/wishlist/ls/3K2ABCDEF1";
  const WISH_LIST_HTML =
    '<html><body><ul id="g-items"><li>Ember Mug</li></ul><div id="endOfListMarker"></div></body></html>';
  const MAIN = defaultList({ id: -3 });
  const BIRTHDAY = myList({ id: 12, name: "Birthday 2027" });
  const ENTRY = {
    row: 1,
    link: null,
    price: "$34.99",
    notes: null,
    quantity: null,
    priority: null,
    imageUrl: null,
    status: "new",
    reason: null,
  };
  const ANSWER = {
    listId: -3,
    source: "amazon",
    columns: [],
    mapping: null,
    counts: { new: 4, duplicate: 0, skipped: 0 },
    entries: ["Ember Temperature Control Smart Mug 2, 10 Oz", "Scarf", "Kettle", "Lamp"].map((name, i) => ({
      ...ENTRY,
      row: i + 1,
      name,
    })),
  };

  function renderWishListPage() {
    return renderPage({
      "GET /api/lists": [MAIN, BIRTHDAY],
      "POST /api/lists/-3/import/preview": ANSWER,
      "POST /api/lists/12/import/preview": { ...ANSWER, listId: 12 },
      "POST /api/lists/12/import": json(201, { ...ANSWER, listId: 12 }),
    });
  }

  it("waits for the button to scroll to the end: keeps asking, says so, looks nothing up", async () => {
    const opener = newOpener();
    at(`?url=${encodeURIComponent(WISH_LIST)}`, opener);
    const api = renderWishListPage();
    expect(screen.getByRole("status")).toHaveTextContent(WISH_LIST_READING);

    await act(() => vi.advanceTimersByTimeAsync(60_000));
    expect(opener.postMessage.mock.calls.length).toBeGreaterThan(MAX_READY_PINGS * 5);
    expect(opener.postMessage).toHaveBeenLastCalledWith({ type: CAPTURE_READY }, "*");
    expect(screen.getByRole("status")).toHaveTextContent(WISH_LIST_READING);
    expect(api.calls("POST", "/api/parse-url")).toHaveLength(0);
    expect(screen.queryByTestId("capture-help")).not.toBeInTheDocument();

    // After 3 minutes it stops asking.
    await act(() => vi.advanceTimersByTimeAsync(150_000));
    const pings = opener.postMessage.mock.calls.length;
    await act(() => vi.advanceTimersByTimeAsync(5_000));
    expect(opener.postMessage.mock.calls.length).toBe(pings);
    expect(pings).toBeLessThanOrEqual(360);
    expect(api.calls("POST", "/api/parse-url")).toHaveLength(0);
  });

  it("imports the wish list that comes: my main wishlist first, another list's preview on choosing it, then Open the list", async () => {
    const opener = newOpener();
    at(`?url=${encodeURIComponent(WISH_LIST)}`, opener);
    const api = renderWishListPage();
    await act(() => vi.advanceTimersByTimeAsync(5_000));
    deliver(page({ url: WISH_LIST, html: WISH_LIST_HTML }), opener);
    expect(opener.postMessage).toHaveBeenCalledWith({ type: CAPTURE_RECEIVED }, SHOP);

    const flow = await screen.findByTestId("wish-list-import");
    const select = await within(flow).findByRole("combobox", { name: "Import into" });
    await waitFor(() => expect(select).toHaveDisplayValue("My Wishlist"));
    expect(await within(flow).findByText("Ember Temperature Control Smart Mug 2, 10 Oz")).toBeInTheDocument();
    expect(within(flow).getByTestId("import-counts")).toHaveTextContent("4 to add · 0 already there · 0 skipped");
    await waitFor(() => expect(within(flow).getByRole("heading", { name: "Preview" })).toHaveFocus());
    expect(api.calls("POST", "/api/lists/-3/import/preview")).toEqual([
      { source: "amazon", content: WISH_LIST_HTML, pageUrl: WISH_LIST },
    ]);
    // Neither a product lookup nor the Add to Wishlist dialog.
    expect(api.calls("POST", "/api/parse-html")).toHaveLength(0);
    expect(screen.queryByRole("dialog")).not.toBeInTheDocument();

    await userEvent.selectOptions(select, "Birthday 2027");
    await waitFor(() =>
      expect(api.calls("POST", "/api/lists/12/import/preview")).toEqual([
        { source: "amazon", content: WISH_LIST_HTML, pageUrl: WISH_LIST },
      ]),
    );
    await userEvent.click(await within(flow).findByRole("button", { name: "Import 4 items" }));

    const done = await screen.findByTestId("capture-imported");
    expect(api.calls("POST", "/api/lists/12/import")).toEqual([
      { source: "amazon", content: WISH_LIST_HTML, pageUrl: WISH_LIST },
    ]);
    expect(within(done).getByRole("heading", { level: 2, name: "Imported 4 items." })).toBeInTheDocument();
    expect(done).toHaveTextContent("They're on Birthday 2027 now.");
    expect(within(done).getByRole("link", { name: "Open the list" })).toHaveAttribute("href", "/wishlist?list=12");
    expect(within(done).getByRole("button", { name: "Close this window" })).toBeInTheDocument();
    // The page says it: no toast as well.
    expect(screen.getAllByText("Imported 4 items.")).toHaveLength(1);
  });

  it("knows a wish list by its page on any host (the items' list under a /wishlist/ path)", async () => {
    const local = "http://127.0.0.1:4123/hz/wishlist/ls/3K2ABCDEF1";
    const opener = newOpener();
    at(`?url=${encodeURIComponent(local)}`, opener);
    const api = renderWishListPage();
    // Not an Amazon address: the product page's words till the page comes.
    expect(screen.getByRole("status")).toHaveTextContent(READING_TEXT);
    deliver(page({ url: local, html: WISH_LIST_HTML }), opener);
    await screen.findByTestId("wish-list-import");
    await waitFor(() =>
      expect(api.calls("POST", "/api/lists/-3/import/preview")).toEqual([
        { source: "amazon", content: WISH_LIST_HTML, pageUrl: local },
      ]),
    );
    await waitPastFallback();
    expect(api.calls("POST", "/api/parse-url")).toHaveLength(0);
    expect(api.calls("POST", "/api/parse-html")).toHaveLength(0);
  });

  it("says why a page the server does not take as a wish list cannot be imported", async () => {
    const message = ITEM_IMPORT_NOT_AMAZON;
    const opener = newOpener();
    at(`?url=${encodeURIComponent(WISH_LIST)}`, opener);
    renderPage({
      "GET /api/lists": [MAIN, BIRTHDAY],
      "POST /api/lists/-3/import/preview": json(400, { message, fields: { content: message } }),
    });
    deliver(page({ url: WISH_LIST, html: "<html><body>Sign in</body></html>" }), opener);
    expect(await screen.findByTestId("wish-list-error")).toHaveTextContent(message);
  });
});
