"use client";

import { useEffect, useState, type ComponentType } from "react";

/** What a lazily loaded dialog needs: the open state its parent controls. */
interface OpenProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
}

/**
 * A dialog whose code loads the first time it opens, not with the page: a
 * closed dialog shows nothing, so a page (and what every card on it holds)
 * need not carry the dialog, its form and the form's validation until then.
 * `load` is an `import()` of the dialog's module, so the bundler puts it in
 * a chunk of its own. Once loaded, it stays mounted like a dialog imported
 * at once (its close animation, its state). Should the chunk not load (the
 * network is gone), the dialog reports itself closed, so the next open tries
 * again.
 */
export function lazyDialog<P extends OpenProps>(load: () => Promise<ComponentType<P>>): ComponentType<P> {
  let loaded: ComponentType<P> | null = null;
  let loading: Promise<ComponentType<P>> | null = null;
  const fetchDialog = () => {
    loading ??= load().then(
      (component) => (loaded = component),
      (error: unknown) => {
        loading = null;
        throw error;
      },
    );
    return loading;
  };

  function LazyDialog(props: P) {
    const [Dialog, setDialog] = useState<ComponentType<P> | null>(() => loaded);
    const { open, onOpenChange } = props;

    useEffect(() => {
      if (!open || Dialog) return;
      let current = true;
      fetchDialog().then(
        (component) => {
          if (current) setDialog(() => component);
        },
        () => {
          if (current) onOpenChange(false);
        },
      );
      return () => {
        current = false;
      };
    }, [open, Dialog, onOpenChange]);

    return Dialog ? <Dialog {...props} /> : null;
  }
  LazyDialog.displayName = "LazyDialog";
  return LazyDialog;
}
