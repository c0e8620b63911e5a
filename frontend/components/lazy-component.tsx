"use client";

import { useEffect, useState, useSyncExternalStore, type ComponentType } from "react";

const noSubscription = () => () => undefined;
const isClient = () => true;
const isServer = () => false;

/** A component from `lazyComponent`, and the way to ask for its code early (resolves once it is in, or failed). */
export type LazyComponent<P extends object> = ComponentType<P> & { preload: () => Promise<void> };

/**
 * A control whose code (a Radix select or menu, the positioning and focus
 * handling they bring) is not part of the page's first load: until it has
 * loaded, `Placeholder` stands in with the same props. The placeholder
 * looks the same and takes the same room, but is `inert` and hidden from
 * assistive technology, so nothing can reach a control that does nothing;
 * the real one follows as soon as its chunk is in, which the first render
 * asks for. `load` is an `import()`, so the bundler gives it a chunk of its
 * own; `preload()` asks for it sooner (it is fetched once). Rendered on the
 * server (a prerendered page), it is the placeholder, and stays so while
 * the page hydrates.
 */
export function lazyComponent<P extends object>(
  load: () => Promise<ComponentType<P>>,
  Placeholder: ComponentType<P>,
): LazyComponent<P> {
  let loaded: ComponentType<P> | null = null;
  let loading: Promise<ComponentType<P>> | null = null;
  const fetchComponent = () => {
    loading ??= load().then(
      (component) => (loaded = component),
      (error: unknown) => {
        // The next mount tries again.
        loading = null;
        throw error;
      },
    );
    return loading;
  };

  function Lazy(props: P) {
    // While hydrating, the placeholder, as the server rendered it; after, the real one at once when loaded.
    const hydrated = useSyncExternalStore(noSubscription, isClient, isServer);
    const [Component, setComponent] = useState<ComponentType<P> | null>(() => (hydrated ? loaded : null));

    useEffect(() => {
      if (Component) return;
      let current = true;
      fetchComponent().then(
        (component) => {
          if (current) setComponent(() => component);
        },
        () => undefined,
      );
      return () => {
        current = false;
      };
    }, [Component]);

    return Component ? <Component {...props} /> : <Placeholder {...props} />;
  }
  Lazy.displayName = "Lazy";
  Lazy.preload = () =>
    fetchComponent().then(
      () => undefined,
      () => undefined,
    );
  return Lazy;
}
