import { useEffect, useState, type ComponentType, type ReactNode } from 'react';

type Start = () => Promise<unknown>;
const starters = new Set<Start>();

/**
 * A part of a screen whose code is loaded after the first paint: until its chunk has arrived (started as soon as
 * the part is first rendered) it shows `placeholder(props)`, which holds the part's place at its final size and
 * says what it is; then the part itself with the same props. Used for what a first paint can do without: menus,
 * tooltips, the pickers built on floating-ui, the form sections with their validation. A placeholder that looks
 * like a control is marked `aria-busy` and `aria-disabled="true"` (or read-only): a click in that instant could
 * not be kept, and assistive technology and browser tests wait for the real control instead.
 */
export function deferred<P extends object>(load: () => Promise<ComponentType<P>>, placeholder: (props: P) => ReactNode) {
  let loaded: ComponentType<P> | null = null;
  let loading: Promise<ComponentType<P>> | null = null;
  const start = () => {
    loading ??= load().then(
      (component) => (loaded = component),
      (error: unknown) => {
        loading = null; // a failed download (a new release, a lost connection) is tried again on the next render
        throw error;
      },
    );
    return loading;
  };
  starters.add(start);

  function Deferred(props: P) {
    const [Component, setComponent] = useState<ComponentType<P> | null>(() => loaded);
    useEffect(() => {
      if (Component) return;
      let live = true;
      start().then(
        (component) => live && setComponent(() => component),
        () => undefined,
      );
      return () => {
        live = false;
      };
    }, [Component]);
    return Component ? <Component {...props} /> : placeholder(props);
  }
  return Deferred;
}

/** Loads every deferred part imported so far, e.g. before a test renders a whole screen at once. */
export function loadDeferredParts(): Promise<unknown> {
  return Promise.all([...starters].map((start) => start()));
}
