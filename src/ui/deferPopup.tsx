import { cloneElement, lazy, Suspense, useState, type ComponentType, type ReactElement } from 'react';

/** What a deferred popup receives: the trigger to wrap in its own Radix trigger. */
export type DeferredPopupProps = { trigger: ReactElement<Record<string, unknown>> };

/**
 * Menus and dialogs load their Radix parts on first use instead of with the page: the trigger
 * renders at once as a plain button; pointing at it or focusing it starts the download, and
 * pressing it swaps in the real popup, which must open by default (`defaultOpen`). Until then the
 * button says what it will open (`aria-haspopup`), so assistive tech announces it the same way.
 */
export function deferPopup<P extends object>(
  load: () => Promise<{ default: ComponentType<P & DeferredPopupProps> }>,
  hasPopup: 'menu' | 'dialog',
) {
  const Popup = lazy(load);
  const preload = () => void load();
  return function DeferredPopup(props: P & DeferredPopupProps) {
    const [used, setUsed] = useState(false);
    if (used) {
      return (
        <Suspense fallback={props.trigger}>
          <Popup {...props} />
        </Suspense>
      );
    }
    return cloneElement(props.trigger, {
      'aria-haspopup': hasPopup,
      'aria-expanded': false,
      onPointerEnter: preload,
      onFocus: preload,
      onClick: () => setUsed(true),
    });
  };
}

/** For popups a statechart opens: true from the first time `open` is true, so the module loads only then. */
export function useOpenedOnce(open: boolean): boolean {
  const [opened, setOpened] = useState(open);
  if (open && !opened) setOpened(true);
  return opened || open;
}

/** `lazy` for a module's named export: the component's code downloads the first time it renders. */
// oxlint-disable-next-line no-explicit-any -- a component of any props, as React.lazy accepts
export function lazyNamed<Module extends Record<Name, ComponentType<any>>, Name extends keyof Module & string>(load: () => Promise<Module>, name: Name) {
  return lazy(() => load().then((module) => ({ default: module[name] })));
}
