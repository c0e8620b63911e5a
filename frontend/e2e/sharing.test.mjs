// Shares seen, changed and ended (issue 37), with two people in two
// browsers: Ada shares an item view-only, sees Grace in the share dialog,
// lets her edit; Grace's bell tells her once and opens Shared with Me,
// where she edits its details, and a shared date's title from /dates; Ada
// stops sharing and Grace loses the item.

import assert from "node:assert/strict";
import { describe, test } from "node:test";

import { TEST_TIMEOUT_MS, eventually, sawToast, serverAndBrowser, signedIn, withDiagnostics } from "./support.mjs";

describe("sharing", () => {
  const suite = serverAndBrowser();

  test("the owner sees, changes and ends a share; a friend with the right edits", { timeout: TEST_TIMEOUT_MS }, async () => {
    const ada = await signedIn(suite.browser, suite.server, { email: "ada@example.com", firstName: "Ada", lastName: "Lovelace" });
    const grace = await signedIn(suite.browser, suite.server, { email: "grace@example.com", firstName: "Grace", lastName: "Hopper" });
    try {
      const { id: requestId } = await (await ada.page.request.post("/api/friends/request", { data: { receiverEmail: "grace@example.com" } })).json();
      assert.equal((await grace.page.request.post("/api/friends/accept", { data: { requestId } })).status(), 200);
      const graceId = (await (await grace.page.request.get("/api/auth/user")).json()).id;
      const item = await (await ada.page.request.post("/api/wishlist", { data: { name: "Teapot", price: "$30", priority: "high" } })).json();
      const date = await (await ada.page.request.post("/api/dates", { data: { title: "Mum's birthday", type: "birthday", date: "1960-03-02" } })).json();
      const shared = await ada.page.request.post(`/api/sharing/special-dates/${date.id}`, { data: { sharedWithId: graceId, canEdit: true } });
      assert.equal(shared.status(), 200);

      await withDiagnostics({ server: suite.server, page: ada.page }, async () => {
        const page = ada.page;
        await page.goto("/wishlist");
        const card = page.getByRole("article", { name: "Teapot" });
        await card.getByRole("button", { name: /^Share/ }).click();
        let dialog = page.getByRole("dialog", { name: /^Share/ });
        await dialog.getByText("Not shared with anyone yet.").waitFor();
        await dialog.getByLabel("Friend").click();
        await page.getByRole("option", { name: /Grace Hopper/ }).click();
        await dialog.getByRole("button", { name: "Share Item" }).click();
        await sawToast(page, "Item Shared Successfully");
        await dialog.waitFor({ state: "hidden" });

        await card.getByRole("button", { name: /^Share/ }).click();
        dialog = page.getByRole("dialog", { name: /^Share/ });
        const row = dialog.getByRole("list", { name: "Shared with" }).getByRole("listitem");
        await row.getByText("Grace Hopper").waitFor();
        const right = row.getByRole("combobox", { name: "What Grace Hopper can do" });
        assert.equal((await right.innerText()).trim(), "Can view");
        await right.click();
        await page.getByRole("option", { name: "Can edit" }).click();
        await sawToast(page, "Grace Hopper can now edit it");
        await eventually(async () => (await right.innerText()).trim() === "Can edit", { message: "the right shown as changed" });
        // (Escape would first dismiss the toast: Radix's top layer.)
        await dialog.getByRole("button", { name: "Cancel" }).click();
        await dialog.waitFor({ state: "hidden" });
      });

      await withDiagnostics({ server: suite.server, page: grace.page }, async () => {
        const page = grace.page;
        // The bell told her, once, and opens where shared items are.
        await page.goto("/");
        await page.getByRole("button", { name: "Notifications" }).click();
        const news = page.getByRole("menuitem", { name: /Ada Lovelace shared Teapot with you/ });
        await news.waitFor();
        assert.equal(await page.getByRole("menuitem", { name: /shared Teapot/ }).count(), 1, "once, though the right changed");
        await page.getByRole("menuitem", { name: /Ada Lovelace wants to be friends/ }).waitFor();
        await news.click();
        await page.waitForURL((url) => url.pathname === "/collaborative");
        await page.getByRole("tab", { name: "Shared with Me" }).click();
        const card = page.getByTestId("shared-item-card").filter({ hasText: "Teapot" });
        await card.getByText("Can Edit").waitFor();
        await card.getByRole("button", { name: "Edit Teapot" }).click();
        const edit = page.getByRole("dialog", { name: "Edit Item" });
        await edit.waitFor();
        assert.equal(await edit.getByLabel("Priority").count(), 0, "the priority stays Ada's");
        await edit.getByLabel("Name").fill("Blue teapot");
        await edit.getByRole("button", { name: "Save Changes" }).click();
        await edit.waitFor({ state: "hidden" });
        await sawToast(page, "Item updated!");
        await page.getByRole("heading", { name: "Blue teapot" }).waitFor();

        await page.goto("/dates");
        const dates = page.getByRole("list", { name: "Dates shared with me" });
        await dates.getByText("Shared by Ada Lovelace").waitFor();
        await dates.getByRole("button", { name: "Edit Mum's birthday" }).click();
        const editDate = page.getByRole("dialog", { name: "Edit Special Date" });
        await editDate.getByLabel("Title").fill("Mum's 67th");
        await editDate.getByRole("button", { name: "Save Changes" }).click();
        await sawToast(page, "Special date updated");
        await dates.getByRole("heading", { name: "Mum's 67th" }).waitFor();
      });

      const mine = await (await ada.page.request.get("/api/wishlist")).json();
      assert.equal(mine[0].name, "Blue teapot");
      assert.equal(mine[0].priority, "high");
      assert.equal((await (await ada.page.request.get(`/api/dates/${date.id}`)).json()).title, "Mum's 67th");

      await withDiagnostics({ server: suite.server, page: ada.page }, async () => {
        const page = ada.page;
        await page.reload();
        await page.getByRole("article", { name: "Blue teapot" }).getByRole("button", { name: /^Share/ }).click();
        const dialog = page.getByRole("dialog", { name: /^Share/ });
        await dialog.getByRole("button", { name: "Stop sharing with Grace Hopper" }).click();
        await sawToast(page, "Stopped sharing with Grace Hopper");
        await dialog.getByText("Not shared with anyone yet.").waitFor();
      });

      await withDiagnostics({ server: suite.server, page: grace.page }, async () => {
        const page = grace.page;
        await page.goto("/collaborative");
        await page.getByRole("tab", { name: "Shared with Me" }).click();
        await page.getByText("No shared items").waitFor();
        assert.equal(await page.getByText("Blue teapot").count(), 0);
      });
      assert.equal((await grace.page.request.patch(`/api/wishlist/${item.id}`, { data: { name: "x" } })).status(), 404);
    } finally {
      await ada.context.close();
      await grace.context.close();
    }
  });
});
