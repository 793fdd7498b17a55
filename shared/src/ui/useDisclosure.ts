import { useEffect, useId, useRef, useState, type FocusEvent, type KeyboardEvent } from 'react';

/** The value `open` is compared with when the caller gives no `cerrarCon`, and the closed state: never equal to one given. */
const SIN_CLAVE = {};
const CERRADO = {};

/**
 * A button that shows and hides a panel (the disclosure pattern of the WAI-ARIA practices): the button says
 * whether the panel is open (aria-expanded) and which it is (aria-controls); Escape closes it and gives the
 * focus back to the button; a click outside or the focus tabbing out of it closes it too.
 *
 * `cerrarCon`: a value that changes when the page changes (the router's location key), so following one of
 * the panel's links closes it; the kit itself knows no router.
 */
export function useDisclosure<Wrapper extends HTMLElement = HTMLDivElement>({ cerrarCon = SIN_CLAVE }: { cerrarCon?: unknown } = {}) {
  const panelId = useId();
  const wrapper = useRef<Wrapper>(null);
  const button = useRef<HTMLButtonElement>(null);
  // Open for one value of `cerrarCon` only: a new page closes it by itself.
  const [openAt, setOpenAt] = useState<unknown>(CERRADO);
  const open = openAt === cerrarCon;

  useEffect(() => {
    if (!open) return;
    const closeOutside = (event: PointerEvent) => {
      if (!wrapper.current?.contains(event.target as Node)) setOpenAt(CERRADO);
    };
    document.addEventListener('pointerdown', closeOutside);
    return () => { document.removeEventListener('pointerdown', closeOutside); };
  }, [open]);

  return {
    open,
    wrapperProps: {
      ref: wrapper,
      onKeyDown(event: KeyboardEvent) {
        if (event.key !== 'Escape' || !open) return;
        // Only the innermost open disclosure closes.
        event.stopPropagation();
        setOpenAt(CERRADO);
        button.current?.focus();
      },
      onBlur(event: FocusEvent) {
        // Only a focus moved elsewhere (Tab): a click that leaves no focus is handled by the pointer listener.
        if (open && event.relatedTarget && !wrapper.current?.contains(event.relatedTarget)) setOpenAt(CERRADO);
      },
    },
    buttonProps: {
      ref: button,
      type: 'button' as const,
      'aria-expanded': open,
      'aria-controls': panelId,
      onClick: () => { setOpenAt(open ? CERRADO : cerrarCon); },
    },
    panelId,
  };
}
