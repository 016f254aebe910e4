import { useCallback, useEffect, useId, useRef, useState } from 'react';

/**
 * A trigger that opens a panel (the Products popover, the page actions' "Open in…"): open state, the ids and refs
 * the markup needs, and dismissal. While open, Escape closes and returns focus to the trigger; a press (mouse, pen
 * or touch) outside the container closes; so does focus moving to something outside it (Tab past the last item).
 * Focus leaving the page (another window) does not close it.
 */
export function useDisclosure<Container extends HTMLElement = HTMLDivElement, Trigger extends HTMLElement = HTMLButtonElement>() {
  const [open, setOpen] = useState(false);
  const panelId = useId();
  const container = useRef<Container>(null);
  const trigger = useRef<Trigger>(null);
  const close = useCallback(() => setOpen(false), []);
  const toggle = useCallback(() => setOpen((o) => !o), []);

  useEffect(() => {
    if (!open) return undefined;
    const outside = (target: EventTarget | null) => target instanceof Node && !container.current?.contains(target);
    function onKeyDown(event: KeyboardEvent) {
      if (event.key !== 'Escape') return;
      close();
      trigger.current?.focus();
    }
    function onPointerDown(event: PointerEvent) {
      if (outside(event.target)) close();
    }
    function onFocusIn(event: FocusEvent) {
      if (outside(event.target)) close();
    }
    document.addEventListener('keydown', onKeyDown);
    document.addEventListener('pointerdown', onPointerDown);
    document.addEventListener('focusin', onFocusIn);
    return () => {
      document.removeEventListener('keydown', onKeyDown);
      document.removeEventListener('pointerdown', onPointerDown);
      document.removeEventListener('focusin', onFocusIn);
    };
  }, [open, close]);

  return { open, setOpen, close, toggle, panelId, container, trigger };
}
