import { useId, useLayoutEffect, useRef, type KeyboardEvent, type ReactNode, type SyntheticEvent } from 'react';
import styled from 'styled-components';
import { IconButton, IconoCerrar, theme } from '@portal/shared/ui';

const Caja = styled.dialog<{ $ancho: string }>`
  box-sizing: border-box;
  width: min(${({ $ancho }) => $ancho}, calc(100vw - 2rem));
  /* A phone scrolls inside the dialog, never the page behind it. */
  max-height: calc(100dvh - 2rem);
  overflow: auto;
  overscroll-behavior: contain;
  padding: 0;
  border: 0;
  border-radius: ${theme.radius};
  background: ${theme.color.background};
  color: ${theme.color.text};
  box-shadow: ${theme.shadow[2]};
  &::backdrop { background: rgb(0 0 0 / 55%); }
`;

const Cabecera = styled.div`
  display: flex;
  align-items: flex-start;
  justify-content: space-between;
  gap: ${theme.space[3]};
  padding: ${theme.space[4]} ${theme.space[4]} 0;
  h2 { margin: 0; padding-top: ${theme.space[2]}; font-size: ${theme.text.lg}; }
`;

const Cuerpo = styled.div`
  display: grid;
  gap: ${theme.space[4]};
  padding: ${theme.space[3]} ${theme.space[4]} ${theme.space[5]};
  p { margin: 0; }
`;

const ENFOCABLES = 'a[href], button:not([disabled]), input:not([disabled]), select:not([disabled]), textarea:not([disabled]), [tabindex]:not([tabindex="-1"])';

/**
 * Tab goes round the dialog's own controls, from the last back to the first and the other way round, as the
 * account area's dialogs always did (a modal <dialog> alone would let it out to the browser's own bar).
 */
function atraparTab(event: KeyboardEvent<HTMLDialogElement>) {
  const controles = [...event.currentTarget.querySelectorAll<HTMLElement>(ENFOCABLES)];
  const [primero, ultimo] = [controles[0], controles.at(-1)];
  const destino = event.shiftKey ? (document.activeElement === primero ? ultimo : null) : document.activeElement === ultimo ? primero : null;
  if (!destino) return;
  event.preventDefault();
  destino.focus();
}

export interface DialogProps {
  titulo: string;
  /** What is at stake, read with the title (aria-describedby). */
  descripcion?: ReactNode;
  children: ReactNode;
  /** Escape and the close button ask for it (not while `ocupado`): the caller stops rendering the dialog. */
  onCerrar: () => void;
  /** While a request runs nothing closes it, so its answer is not lost. */
  ocupado?: boolean;
  /** `alertdialog` for a confirmation that interrupts (delete, withdraw). */
  rol?: 'dialog' | 'alertdialog';
  /** Its width on a wide screen; a phone's is always its own less 1 rem a side. */
  ancho?: string;
}

/**
 * The one modal dialog, open while it is rendered: a native `<dialog>` shown with showModal(), so the page
 * behind is inert and Tab stays inside. The focus goes to the first control of its content (else the close
 * button) and back to whatever had it before, once it closes, unless its caller moved it elsewhere.
 */
export function Dialog({ titulo, descripcion, children, onCerrar, ocupado = false, rol = 'dialog', ancho = '28rem' }: DialogProps) {
  const tituloId = useId();
  const textoId = useId();
  const caja = useRef<HTMLDialogElement>(null);
  const cuerpo = useRef<HTMLDivElement>(null);
  const cerrando = useRef(false);

  // A layout effect: its clean-up runs while the dialog is still in the page, so it knows where the focus is.
  useLayoutEffect(() => {
    const dialogo = caja.current;
    const antes = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    cerrando.current = false;
    dialogo?.showModal();
    (cuerpo.current?.querySelector<HTMLElement>(ENFOCABLES) ?? dialogo?.querySelector<HTMLElement>(ENFOCABLES))?.focus();
    return () => {
      const focoDentro = !document.activeElement || document.activeElement === document.body || dialogo?.contains(document.activeElement);
      cerrando.current = true;
      dialogo?.close();
      if (focoDentro && antes?.isConnected) antes.focus();
    };
  }, []);

  function pedirCierre() {
    if (!ocupado) onCerrar();
  }

  function onKeyDown(event: KeyboardEvent<HTMLDialogElement>) {
    if (event.key === 'Tab') atraparTab(event);
    if (event.key !== 'Escape') return;
    // Handled here, not by the browser's own cancel: the caller decides, and `ocupado` holds it open.
    event.preventDefault();
    event.stopPropagation();
    pedirCierre();
  }

  /** The browser closed it on its own (a second Escape in some browsers): the caller follows, or it reopens. */
  function onClose(event: SyntheticEvent<HTMLDialogElement>) {
    if (cerrando.current) return;
    if (ocupado) event.currentTarget.showModal();
    else onCerrar();
  }

  return (
    <Caja
      ref={caja}
      role={rol === 'alertdialog' ? 'alertdialog' : undefined}
      aria-labelledby={tituloId}
      aria-describedby={descripcion ? textoId : undefined}
      $ancho={ancho}
      onKeyDown={onKeyDown}
      onCancel={(event) => { event.preventDefault(); pedirCierre(); }}
      onClose={onClose}
    >
      <Cabecera>
        <h2 id={tituloId}>{titulo}</h2>
        <IconButton label="Cerrar" icon={<IconoCerrar />} disabled={ocupado} onClick={pedirCierre} />
      </Cabecera>
      <Cuerpo ref={cuerpo}>
        {descripcion ? <div id={textoId}>{descripcion}</div> : null}
        {children}
      </Cuerpo>
    </Caja>
  );
}
