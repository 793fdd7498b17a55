import { Button, SecondaryButton, theme } from '@portal/shared/ui';
import { useCallback, useEffect, useEffectEvent, useId, useRef, useState, type KeyboardEvent, type ReactNode, type RefObject } from 'react';
import styled from 'styled-components';

// Phone or wide is decided by CSS media queries only, never in render: the server and the first render in
// the browser give the same markup, and nothing moves when the page hydrates.
const WIDE = `(min-width: ${theme.breakpoint.tablet})`;
const PHONE = `(max-width: ${String(parseFloat(theme.breakpoint.tablet) - 0.02)}px)`;

/** Wide screens: a column beside the results. Phones: hidden, then a full-screen dialog while open. */
const Panel = styled.aside`
  align-self: start;
  padding: 1rem;
  border: 1px solid ${theme.color.border};
  border-radius: ${theme.radius};
  h2 { margin: 0; font-size: 1.25rem; }
  &:not([role='dialog']) > div:first-child { margin-bottom: 0.5rem; }
  @media ${PHONE} {
    &:not([role='dialog']) { display: none; }
    /* The screen's height, not its content's: align-self start would size a fixed box to fit its content
       (3,000 px of filters), and a 1fr row grows to its content unless its minimum is 0. Only the body scrolls. */
    &[role='dialog'] {
      position: fixed;
      inset: 0;
      z-index: 50;
      align-self: stretch;
      display: grid;
      grid-template-rows: auto minmax(0, 1fr) auto;
      padding: 0;
      border: 0;
      border-radius: 0;
      background: ${theme.color.background};
    }
  }
`;

const DialogBar = styled.div`
  display: flex;
  justify-content: space-between;
  align-items: center;
  gap: 1rem;
  @media ${PHONE} {
    [role='dialog'] > & { padding: 0.75rem 1rem; border-bottom: 1px solid ${theme.color.border}; }
    [role='dialog'] > &:last-child { border-top: 1px solid ${theme.color.border}; border-bottom: 0; }
  }
  @media ${WIDE} {
    button { display: none; }
  }
`;

const Body = styled.div`
  @media ${PHONE} {
    [role='dialog'] > & {
      min-height: 0;
      overflow-y: auto;
      overscroll-behavior: contain;
      padding: 1rem;
    }
  }
`;

/** "Filtros (2)": phones only, where the panel is a dialog. */
const Opener = styled(SecondaryButton)`
  padding-inline: 1rem;
  @media ${WIDE} { display: none; }
`;

const FOCUSABLE = 'a[href], button:not([disabled]), input:not([disabled]), select:not([disabled]), [tabindex]:not([tabindex="-1"])';

/** Keeps Tab inside the panel: from the last control back to the first and the other way round. */
function trapTab(event: KeyboardEvent<HTMLElement>) {
  const items = [...event.currentTarget.querySelectorAll<HTMLElement>(FOCUSABLE)];
  const first = items[0];
  const last = items.at(-1);
  if (!first || !last) return;
  if (event.shiftKey && document.activeElement === first) {
    event.preventDefault();
    last.focus();
  } else if (!event.shiftKey && document.activeElement === last) {
    event.preventDefault();
    first.focus();
  }
}

/** The open state of the phone dialog; closing gives the focus back to the button that opened it. */
export function useFiltersDialog() {
  const [open, setOpen] = useState(false);
  const openerRef = useRef<HTMLButtonElement>(null);
  const openDialog = useCallback(() => { setOpen(true); }, []);
  const close = useCallback(() => {
    setOpen(false);
    openerRef.current?.focus();
  }, []);
  return { open, openerRef, openDialog, close };
}

export function FiltersButton({
  activeCount,
  panelId,
  open,
  openerRef,
  onOpen,
  onIntencion,
}: {
  activeCount: number;
  /** The panel's id once its options have loaded; until then the button waits, disabled. */
  panelId: string | undefined;
  open: boolean;
  openerRef: RefObject<HTMLButtonElement | null>;
  onOpen: () => void;
  /** A finger or the keyboard on the button: the filters are about to be used. */
  onIntencion?: () => void;
}) {
  return (
    <Opener ref={openerRef} type="button" aria-haspopup="dialog" aria-expanded={open} aria-controls={panelId} disabled={!panelId} onPointerDown={onIntencion} onFocus={onIntencion} onClick={onOpen}>
      {activeCount ? `Filtros (${String(activeCount)})` : 'Filtros'}
    </Opener>
  );
}

/**
 * The filters: a column beside the results on wide screens; on phones a modal dialog opened by
 * FiltersButton, with the focus kept inside, closed by Escape, "Cerrar" or "Ver ofertas".
 */
export function FiltersPanel({
  id,
  open,
  onClose,
  onIntencion,
  children,
}: {
  id: string;
  open: boolean;
  onClose: () => void;
  /** A pointer over the panel, a finger or the keyboard in it: a filter is about to be chosen. */
  onIntencion?: () => void;
  children: ReactNode;
}) {
  const titleId = useId();
  const closeRef = useRef<HTMLButtonElement>(null);

  const closeWhenWide = useEffectEvent((event: MediaQueryListEvent) => { if (event.matches) onClose(); });
  useEffect(() => {
    if (!open) return;
    closeRef.current?.focus();
    // The page behind the dialog does not scroll; a phone turned wide leaves the dialog for the column.
    const overflow = document.body.style.overflow;
    document.body.style.overflow = 'hidden';
    const wide = typeof window.matchMedia === 'function' ? window.matchMedia(WIDE) : null;
    const listener = (event: MediaQueryListEvent) => { closeWhenWide(event); };
    wide?.addEventListener('change', listener);
    return () => {
      document.body.style.overflow = overflow;
      wide?.removeEventListener('change', listener);
    };
  }, [open]);

  return (
    <Panel
      id={id}
      aria-labelledby={titleId}
      role={open ? 'dialog' : undefined}
      aria-modal={open ? true : undefined}
      onPointerEnter={onIntencion}
      onPointerDown={onIntencion}
      onFocus={onIntencion}
      onKeyDown={
        open
          ? (event) => {
              if (event.key === 'Escape') onClose();
              else if (event.key === 'Tab') trapTab(event);
            }
          : undefined
      }
    >
      <DialogBar>
        <h2 id={titleId}>Filtros</h2>
        {open ? (
          <SecondaryButton ref={closeRef} type="button" onClick={onClose}>
            Cerrar
          </SecondaryButton>
        ) : null}
      </DialogBar>
      <Body>{children}</Body>
      {open ? (
        <DialogBar>
          <Button type="button" onClick={onClose}>
            Ver ofertas
          </Button>
        </DialogBar>
      ) : null}
    </Panel>
  );
}
