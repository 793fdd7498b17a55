import { useEffect, useId, useRef, useState, type FocusEvent, type KeyboardEvent } from 'react';
import { useLocation } from 'react-router-dom';

/**
 * A button that shows and hides a panel (the disclosure pattern of the WAI-ARIA practices), as the banner's
 * menus and the candidate area's phone list use it: the button says whether the panel is open
 * (aria-expanded); Escape closes it and gives the focus back to the button; a click outside, the focus
 * tabbing out of it or following one of its links closes it too.
 */
export function useDisclosure<Wrapper extends HTMLElement = HTMLDivElement>() {
  const location = useLocation();
  const panelId = useId();
  const wrapper = useRef<Wrapper>(null);
  const button = useRef<HTMLButtonElement>(null);
  // Open for one location only: following a link (a new location key) closes it by itself.
  const [openAt, setOpenAt] = useState<string | null>(null);
  const open = openAt === location.key;

  useEffect(() => {
    if (!open) return;
    const closeOutside = (event: PointerEvent) => {
      if (!wrapper.current?.contains(event.target as Node)) setOpenAt(null);
    };
    document.addEventListener('pointerdown', closeOutside);
    return () => document.removeEventListener('pointerdown', closeOutside);
  }, [open]);

  return {
    open,
    wrapperProps: {
      ref: wrapper,
      onKeyDown(event: KeyboardEvent) {
        if (event.key !== 'Escape' || !open) return;
        // Only the innermost open disclosure closes.
        event.stopPropagation();
        setOpenAt(null);
        button.current?.focus();
      },
      onBlur(event: FocusEvent) {
        // Only a focus moved elsewhere (Tab): a click that leaves no focus is handled by the pointer listener.
        if (open && event.relatedTarget && !wrapper.current?.contains(event.relatedTarget)) setOpenAt(null);
      },
    },
    buttonProps: {
      ref: button,
      type: 'button' as const,
      'aria-expanded': open,
      'aria-controls': panelId,
      onClick: () => setOpenAt(open ? null : location.key),
    },
    panelId,
  };
}
