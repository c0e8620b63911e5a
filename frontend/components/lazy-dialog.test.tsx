import { act, render, screen } from "@testing-library/react";
import { describe, expect, it, vi } from "vitest";

import { lazyDialog } from "@/components/lazy-dialog";

type Props = { open: boolean; onOpenChange: (open: boolean) => void; title: string };

const Dialog = ({ open, title }: Props) => (open ? <div role="dialog" aria-label={title} /> : <p>closed {title}</p>);

describe("lazyDialog", () => {
  it("loads nothing while closed, then the dialog when it first opens, and keeps it mounted", async () => {
    const load = vi.fn(() => Promise.resolve(Dialog));
    const Lazy = lazyDialog(load);
    const onOpenChange = vi.fn();
    const { rerender, container } = render(<Lazy open={false} onOpenChange={onOpenChange} title="Add Date" />);
    expect(container).toBeEmptyDOMElement();
    expect(load).not.toHaveBeenCalled();

    rerender(<Lazy open onOpenChange={onOpenChange} title="Add Date" />);
    expect(await screen.findByRole("dialog", { name: "Add Date" })).toBeInTheDocument();
    rerender(<Lazy open={false} onOpenChange={onOpenChange} title="Add Date" />);
    // Closed, it stays mounted (its close animation, its state), as a dialog imported at once does.
    expect(screen.getByText("closed Add Date")).toBeInTheDocument();
    expect(load).toHaveBeenCalledTimes(1);
  });

  it("says it is closed when its code does not load, so the next open tries again", async () => {
    const load = vi.fn<() => Promise<typeof Dialog>>(() => Promise.reject(new Error("offline")));
    const Lazy = lazyDialog(load);
    const onOpenChange = vi.fn();
    const { rerender } = render(<Lazy open onOpenChange={onOpenChange} title="Share" />);
    await vi.waitFor(() => expect(onOpenChange).toHaveBeenCalledWith(false));
    rerender(<Lazy open={false} onOpenChange={onOpenChange} title="Share" />);

    load.mockImplementation(() => Promise.resolve(Dialog));
    rerender(<Lazy open onOpenChange={onOpenChange} title="Share" />);
    expect(await screen.findByRole("dialog", { name: "Share" })).toBeInTheDocument();
    expect(load).toHaveBeenCalledTimes(2);
    await act(async () => undefined);
  });
});
