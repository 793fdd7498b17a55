import { Button, SecondaryButton, theme } from '@portal/shared/ui';
import { useEffect, useId, useRef, useState, type KeyboardEvent, type ReactNode } from 'react';
import styled from 'styled-components';
import { useIsWide } from '../hooks/useIsWide';

const Aside = styled.aside`
  align-self: start;
  padding: 1rem;
  border: 1px solid ${theme.color.border};
  border-radius: ${theme.radius};
  h2 { margin: 0 0 0.5rem; font-size: 1.25rem; }
`;

const Dialog = styled.div`
  position: fixed;
  inset: 0;
  z-index: 50;
  display: grid;
  grid-template-rows: auto 1fr auto;
  background: ${theme.color.background};
  header, footer { display: flex; justify-content: space-between; align-items: center; gap: 1rem; padding: 0.75rem 1rem; }
  header { border-bottom: 1px solid ${theme.color.border}; }
  footer { border-top: 1px solid ${theme.color.border}; }
  h2 { margin: 0; font-size: 1.25rem; }
`;

const Body = styled.div`
  overflow-y: auto;
  padding: 1rem;
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

function FiltersDialog({ onClose, children }: { onClose: () => void; children: ReactNode }) {
  const titleId = useId();
  const closeRef = useRef<HTMLButtonElement>(null);
  useEffect(() => { closeRef.current?.focus(); }, []);
  return (
    <Dialog
      role="dialog"
      aria-modal="true"
      aria-labelledby={titleId}
      onKeyDown={(event) => {
        if (event.key === 'Escape') onClose();
        else if (event.key === 'Tab') trapTab(event);
      }}
    >
      <header>
        <h2 id={titleId}>Filtros</h2>
        <SecondaryButton ref={closeRef} type="button" onClick={onClose}>
          Cerrar
        </SecondaryButton>
      </header>
      <Body>{children}</Body>
      <footer>
        <Button type="button" onClick={onClose}>
          Ver ofertas
        </Button>
      </footer>
    </Dialog>
  );
}

/** The filters: beside the results on wide screens, behind a "Filtros" button in a modal panel on phones. */
export function FiltersPanel({ activeCount, children }: { activeCount: number; children: ReactNode }) {
  const wide = useIsWide();
  const [open, setOpen] = useState(false);
  const openerRef = useRef<HTMLButtonElement>(null);
  if (wide) {
    return (
      <Aside aria-label="Filtros">
        <h2>Filtros</h2>
        {children}
      </Aside>
    );
  }
  const close = () => {
    setOpen(false);
    openerRef.current?.focus();
  };
  return (
    <>
      <SecondaryButton ref={openerRef} type="button" aria-haspopup="dialog" onClick={() => { setOpen(true); }}>
        {activeCount ? `Filtros (${String(activeCount)})` : 'Filtros'}
      </SecondaryButton>
      {open ? <FiltersDialog onClose={close}>{children}</FiltersDialog> : null}
    </>
  );
}
