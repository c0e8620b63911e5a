import { vi } from "vitest";

/**
 * A stand-in for the browser's EventSource (jsdom has none): every stream
 * a test opens is in `FakeEventSource.opened`, and the test opens, drops
 * and sends on it as the server would. `installFakeEventSource()` puts it
 * in place for one test (`vi.unstubAllGlobals()` takes it away).
 */
export class FakeEventSource extends EventTarget {
  static readonly CONNECTING = 0;
  static readonly OPEN = 1;
  static readonly CLOSED = 2;
  static opened: FakeEventSource[] = [];

  readyState = FakeEventSource.CONNECTING;

  constructor(readonly url: string) {
    super();
    FakeEventSource.opened.push(this);
  }

  close() {
    this.readyState = FakeEventSource.CLOSED;
  }

  open() {
    this.readyState = FakeEventSource.OPEN;
    this.dispatchEvent(new Event("open"));
  }

  /** The connection failed: the browser retries (`CONNECTING`) or, refused, gives up (`CLOSED`). */
  fail(readyState: number) {
    this.readyState = readyState;
    this.dispatchEvent(new Event("error"));
  }

  send(type: string, data: unknown) {
    this.dispatchEvent(new MessageEvent(type, { data: JSON.stringify(data) }));
  }
}

export function installFakeEventSource() {
  FakeEventSource.opened = [];
  vi.stubGlobal("EventSource", FakeEventSource);
}

/** The open stream of `url` (the page has opened it, and not closed it). */
export function streamOf(url: string): FakeEventSource {
  const stream = FakeEventSource.opened.find((s) => s.url === url && s.readyState !== FakeEventSource.CLOSED);
  if (!stream) throw new Error(`No open stream of ${url}`);
  return stream;
}
