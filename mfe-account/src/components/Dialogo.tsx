import { theme } from '@portal/shared/ui';
import { useEffect, useId, useRef, type KeyboardEvent, type ReactNode } from 'react';
import styled from 'styled-components';

const Fondo = styled.div`
  position: fixed;
  inset: 0;
  z-index: 1000;
  display: grid;
  place-items: center;
  padding: 1rem;
  background: rgb(0 0 0 / 55%);
`;

const Caja = styled.div`
  display: grid;
  gap: 1rem;
  width: 100%;
  max-width: 28rem;
  max-height: calc(100vh - 2rem);
  overflow: auto;
  padding: 1.5rem 1rem;
  border-radius: ${theme.radius};
  background: ${theme.color.background};
  h2 { margin: 0; font-size: 1.25rem; }
  p { margin: 0; }
`;

const ENFOCABLES = 'a[href], button:not([disabled]), input:not([disabled]), select:not([disabled]), textarea:not([disabled]), [tabindex]:not([tabindex="-1"])';

/** Keeps Tab inside the dialog: from the last control back to the first and the other way round. */
function atraparTab(event: KeyboardEvent<HTMLElement>) {
  const items = [...event.currentTarget.querySelectorAll<HTMLElement>(ENFOCABLES)];
  const primero = items[0];
  const ultimo = items.at(-1);
  if (!primero || !ultimo) return;
  if (event.shiftKey && document.activeElement === primero) {
    event.preventDefault();
    ultimo.focus();
  } else if (!event.shiftKey && document.activeElement === ultimo) {
    event.preventDefault();
    primero.focus();
  }
}

export interface DialogoProps {
  titulo: string;
  descripcion: ReactNode;
  /** The buttons; the first one gets the focus when the dialog opens. */
  children: ReactNode;
  /** Escape (unless `ocupado`) and the cancel button; whoever opened it puts the focus back. */
  onCerrar: () => void;
  ocupado?: boolean;
}

/** A modal confirmation: focus moves in, Tab stays inside, Escape closes. */
export function Dialogo({ titulo, descripcion, children, onCerrar, ocupado = false }: DialogoProps) {
  const tituloId = useId();
  const textoId = useId();
  const caja = useRef<HTMLDivElement>(null);
  useEffect(() => { caja.current?.querySelector<HTMLElement>(ENFOCABLES)?.focus(); }, []);

  function onKeyDown(event: KeyboardEvent<HTMLDivElement>) {
    if (event.key === 'Escape' && !ocupado) onCerrar();
    else if (event.key === 'Tab') atraparTab(event);
  }

  return (
    <Fondo>
      <Caja ref={caja} role="alertdialog" aria-modal="true" aria-labelledby={tituloId} aria-describedby={textoId} onKeyDown={onKeyDown}>
        <h2 id={tituloId}>{titulo}</h2>
        <div id={textoId}>{descripcion}</div>
        {children}
      </Caja>
    </Fondo>
  );
}
