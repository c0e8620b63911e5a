import { act, render, screen } from "@testing-library/react";
import { describe, expect, it, vi } from "vitest";

import { lazyComponent } from "@/components/lazy-component";
import { OptionSelectPlaceholder } from "@/components/ui/select-field";
import { SwitchPlaceholder } from "@/components/ui/lazy-switch";

type Props = { label: string };

/** A loader the test resolves (or fails) when it likes. */
function deferredLoader() {
  let resolve: (component: (props: Props) => React.ReactNode) => void = () => {};
  let reject: (error: Error) => void = () => {};
  const load = vi.fn(
    () =>
      new Promise<(props: Props) => React.ReactNode>((res, rej) => {
        resolve = res;
        reject = rej;
      }),
  );
  return { load, resolve: (c: (props: Props) => React.ReactNode) => resolve(c), reject: (e: Error) => reject(e) };
}

const Real = ({ label }: Props) => <button type="button">{label}</button>;
const StandIn = ({ label }: Props) => (
  <button type="button" inert aria-hidden="true" tabIndex={-1} data-testid="stand-in">
    {label}
  </button>
);

describe("lazyComponent", () => {
  it("shows the placeholder with the same props until the code is in, then the real one", async () => {
    const { load, resolve } = deferredLoader();
    const Lazy = lazyComponent(load, StandIn);
    render(<Lazy label="Move or copy Kettle" />);
    expect(screen.getByTestId("stand-in")).toHaveTextContent("Move or copy Kettle");
    expect(screen.queryByRole("button")).not.toBeInTheDocument();
    expect(load).toHaveBeenCalledTimes(1);

    await act(async () => resolve(Real));
    expect(screen.getByRole("button", { name: "Move or copy Kettle" })).toBeInTheDocument();
    expect(screen.queryByTestId("stand-in")).not.toBeInTheDocument();

    // Loaded once: another one shows the real control at once.
    render(<Lazy label="Move or copy Mug" />);
    expect(screen.getByRole("button", { name: "Move or copy Mug" })).toBeInTheDocument();
    expect(load).toHaveBeenCalledTimes(1);
  });

  it("preload() fetches the code once, before any render", async () => {
    const { load, resolve } = deferredLoader();
    const Lazy = lazyComponent(load, StandIn);
    const preloaded = Lazy.preload();
    void Lazy.preload();
    resolve(Real);
    await preloaded;
    expect(load).toHaveBeenCalledTimes(1);
    render(<Lazy label="Share" />);
    expect(screen.getByRole("button", { name: "Share" })).toBeInTheDocument();
  });

  it("keeps the placeholder when the code does not load, and tries again on the next mount", async () => {
    const first = deferredLoader();
    const load = vi.fn(first.load);
    const Lazy = lazyComponent(() => load(), StandIn);
    const { unmount } = render(<Lazy label="Share" />);
    await act(async () => first.reject(new Error("offline")));
    expect(screen.getByTestId("stand-in")).toBeInTheDocument();
    unmount();

    const second = deferredLoader();
    load.mockImplementation(second.load);
    render(<Lazy label="Share" />);
    await act(async () => second.resolve(Real));
    expect(screen.getByRole("button", { name: "Share" })).toBeInTheDocument();
    expect(load).toHaveBeenCalledTimes(2);
  });
});

describe("the stand-ins", () => {
  it("a select's looks like its trigger (the chosen option, the field's id) but is inert and hidden", () => {
    const { container } = render(
      <OptionSelectPlaceholder
        id="fruit"
        aria-invalid
        options={[
          { value: "apple", label: "Apple" },
          { value: "pear", label: "Pear" },
        ]}
        value="pear"
        onValueChange={() => {}}
        className="sm:w-40"
      />,
    );
    const standIn = container.querySelector("#fruit");
    expect(standIn).toHaveAttribute("inert");
    expect(standIn).toHaveAttribute("aria-hidden", "true");
    expect(standIn).toHaveAttribute("tabindex", "-1");
    expect(standIn).toHaveAttribute("data-slot", "select-trigger");
    expect(standIn).toHaveAttribute("aria-invalid", "true");
    expect(standIn).toHaveClass("w-full", "sm:w-40");
    expect(standIn).toHaveTextContent("Pear");
    expect(screen.queryByRole("combobox")).not.toBeInTheDocument();
  });

  it("a select's shows the placeholder text while nothing is chosen", () => {
    const { container } = render(
      <OptionSelectPlaceholder options={[]} value="" onValueChange={() => {}} placeholder="Pick one" />,
    );
    expect(container.querySelector("[data-slot=select-trigger]")).toHaveAttribute("data-placeholder", "");
    expect(container).toHaveTextContent("Pick one");
  });

  it("a switch's shows it on or off, enabled or not, inert and hidden", () => {
    const { container } = render(<SwitchPlaceholder id="public" checked disabled />);
    const standIn = container.querySelector("#public");
    expect(standIn).toHaveAttribute("data-state", "checked");
    expect(standIn).toBeDisabled();
    expect(standIn).toHaveAttribute("inert");
    expect(standIn).toHaveAttribute("aria-hidden", "true");
    expect(screen.queryByRole("switch")).not.toBeInTheDocument();
  });
});
