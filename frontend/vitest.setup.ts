import "@testing-library/jest-dom/vitest";
import { cleanup, configure } from "@testing-library/react";
import { afterEach, vi } from "vitest";

import { LazySwitch } from "@/components/ui/lazy-switch";
import { OptionSelect } from "@/components/ui/select-field";
import { resetToastsForTests } from "@/hooks/use-toast";
import { MockLink } from "@/test/next-mocks";

// next/link needs the Next router, which no unit test mounts: every file
// gets a plain anchor (the same in every file, so files may share modules).
vi.mock("next/link", () => ({ default: MockLink }));

// Radix dialogs and selects are slow in jsdom when test files run in parallel.
configure({ asyncUtilTimeout: 3000 });

// jsdom lacks the pointer-capture and scrolling APIs Radix Select calls,
if (typeof Element !== "undefined") {
  Element.prototype.hasPointerCapture ??= () => false;
  Element.prototype.setPointerCapture ??= () => {};
  Element.prototype.releasePointerCapture ??= () => {};
  Element.prototype.scrollIntoView ??= () => {};
}

// ...and ResizeObserver, which Radix measures controls with.
if (typeof globalThis.ResizeObserver === "undefined") {
  globalThis.ResizeObserver = class {
    observe() {}
    unobserve() {}
    disconnect() {}
  };
}

// Selects and switches load their Radix code a moment after the page
// (`lazyComponent`: an inert stand-in that looks the same shows till then).
// Tests meet them loaded, as a person does; the stand-in has tests of its
// own (components/lazy-component.test.tsx).
await Promise.all([OptionSelect.preload(), LazySwitch.preload()]);

afterEach(() => {
  cleanup();
  resetToastsForTests();
});
