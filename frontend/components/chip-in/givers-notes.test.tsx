import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";

import { GiversNotes } from "@/components/chip-in/givers-notes";
import { NOTES_PRIVACY, type GiverNote } from "@/lib/chip-in";
import { NOTE_REQUIRED } from "@/lib/messages";
import { json, mockApi } from "@/test/api-mock";
import { renderWithToaster } from "@/test/render";

const NOTES: GiverNote[] = [
  { id: 1, authorName: "Ben Cole", body: "I know the shop: ask me.", mine: false, createdAt: "2026-01-02T10:00:00Z" },
  { id: 2, authorName: "Cat Diaz", body: "Red, not blue.", mine: true, createdAt: "2026-01-02T11:00:00Z" },
];

afterEach(() => {
  vi.unstubAllGlobals();
});

async function open() {
  await userEvent.click(screen.getByRole("button", { name: "Notes from givers" }));
}

describe("GiversNotes", () => {
  it("is closed at first, and loads nothing until opened", async () => {
    const api = mockApi({ "GET /api/items/3/notes": NOTES });
    renderWithToaster(<GiversNotes itemId={3} itemName="Bike" closed={false} />);
    const toggle = screen.getByRole("button", { name: "Notes from givers" });
    expect(toggle).toHaveAttribute("aria-expanded", "false");
    expect(api).not.toHaveBeenCalled();
    await open();
    expect(toggle).toHaveAttribute("aria-expanded", "true");
    expect(await screen.findByText("I know the shop: ask me.")).toBeInTheDocument();
    expect(api.calls("GET", "/api/items/3/notes")).toHaveLength(1);
  });

  it("says who sees them, shows each note with its author and Delete on mine only", async () => {
    mockApi({ "GET /api/items/3/notes": NOTES });
    renderWithToaster(<GiversNotes itemId={3} itemName="Bike" closed={false} />);
    await open();
    expect(screen.getByText(NOTES_PRIVACY)).toBeInTheDocument();
    const notes = await screen.findAllByTestId("giver-note");
    expect(notes[0]).toHaveTextContent("Ben Cole");
    expect(within(notes[0]).queryByRole("button", { name: /Delete/ })).not.toBeInTheDocument();
    expect(notes[1]).toHaveTextContent("Cat Diaz(you)");
    expect(within(notes[1]).getByRole("button", { name: /^Delete my note/ })).toBeInTheDocument();
  });

  it("Post note sends it, empties the field and reloads; an empty note is said under the field", async () => {
    let notes = NOTES.slice(0, 1);
    const api = mockApi({
      "GET /api/items/3/notes": () => json(200, notes),
      "POST /api/items/3/notes": ({ body }) => {
        notes = [...notes, { id: 3, authorName: "Cat Diaz", body: (body as { body: string }).body, mine: true, createdAt: "2026-01-03T10:00:00Z" }];
        return json(201, notes[notes.length - 1]);
      },
    });
    renderWithToaster(<GiversNotes itemId={3} itemName="Bike" closed={false} />);
    await open();
    await screen.findByText("I know the shop: ask me.");
    await userEvent.click(screen.getByRole("button", { name: "Post note (Bike)" }));
    expect(await screen.findByText(NOTE_REQUIRED)).toBeInTheDocument();
    expect(api.calls("POST", "/api/items/3/notes")).toHaveLength(0);

    await userEvent.type(screen.getByLabelText("Your note"), "  I'll wrap it.  ");
    await userEvent.click(screen.getByRole("button", { name: "Post note (Bike)" }));
    await waitFor(() => expect(api.calls("POST", "/api/items/3/notes")).toEqual([{ body: "I'll wrap it." }]));
    expect(await screen.findByText("I'll wrap it.")).toBeInTheDocument();
    expect(screen.getByLabelText("Your note")).toHaveValue("");
    expect(screen.getByText("Note posted")).toBeInTheDocument();
  });

  it("a refusal is said under the field (too many notes)", async () => {
    mockApi({
      "GET /api/items/3/notes": [],
      "POST /api/items/3/notes": json(429, { message: "Too many notes and questions. Please try again in a minute." }),
    });
    renderWithToaster(<GiversNotes itemId={3} itemName="Bike" closed={false} />);
    await open();
    expect(await screen.findByText("No notes yet.")).toBeInTheDocument();
    await userEvent.type(screen.getByLabelText("Your note"), "Hello");
    await userEvent.click(screen.getByRole("button", { name: "Post note (Bike)" }));
    expect(await screen.findByText("Too many notes and questions. Please try again in a minute.")).toBeInTheDocument();
    expect(screen.getByLabelText("Your note")).toHaveAttribute("aria-invalid", "true");
    expect(screen.getByLabelText("Your note")).toHaveValue("Hello");
  });

  it("Delete removes my note", async () => {
    let notes = NOTES;
    const api = mockApi({
      "GET /api/items/3/notes": () => json(200, notes),
      "DELETE /api/items/3/notes/2": () => {
        notes = NOTES.slice(0, 1);
        return json(200, { id: 2, deleted: true });
      },
    });
    renderWithToaster(<GiversNotes itemId={3} itemName="Bike" closed={false} />);
    await open();
    await userEvent.click(await screen.findByRole("button", { name: /^Delete my note/ }));
    await waitFor(() => expect(api.calls("DELETE", "/api/items/3/notes/2")).toHaveLength(1));
    await waitFor(() => expect(screen.queryByText("Red, not blue.")).not.toBeInTheDocument());
  });

  it("closed (the reveal came): the notes, no form", async () => {
    mockApi({ "GET /api/items/3/notes": NOTES });
    renderWithToaster(<GiversNotes itemId={3} itemName="Bike" closed />);
    await open();
    await screen.findByText("Red, not blue.");
    expect(screen.queryByLabelText("Your note")).not.toBeInTheDocument();
  });
});
