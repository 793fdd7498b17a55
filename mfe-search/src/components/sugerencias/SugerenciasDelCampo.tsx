import { theme, VisuallyHidden } from '@portal/shared/ui';
import { useEffect, useImperativeHandle, useLayoutEffect, useState, type KeyboardEvent, type Ref } from 'react';
import styled, { keyframes } from 'styled-components';
import { anuncioDe, opcionesDe, type Sugerencia } from './opciones';
import { caja, SugerenciasListbox } from './SugerenciasListbox';
import { useSugerencias } from './useSugerencias';

/** Under the field, as wide as it, above the page. */
const Popup = styled.div`
  position: absolute;
  top: calc(100% + 4px);
  left: 0;
  right: 0;
  z-index: 30;
  &[hidden] { display: none; }
`;

const aparecer = keyframes`from { visibility: hidden; } to { visibility: visible; }`;

/** Shown only when suggestions are slow to come: a quick answer never makes it flash. */
const Cargando = styled.p`
  ${caja}
  margin: 0;
  padding: 0.75rem;
  color: ${theme.color.textMuted};
  animation: ${aparecer} 0s 400ms both;
`;

/** What the field says of its list (WAI-ARIA combobox): whether it is open and which option the arrows are on. */
export interface AriaCombobox {
  expandido: boolean;
  activa: string | undefined;
}

/** The field's typing, keys and losing the focus, handled here once this module has arrived. */
export interface ManejadoresCombobox {
  alEscribir: () => void;
  alTeclear: (event: KeyboardEvent<HTMLInputElement>) => void;
  alSalir: () => void;
}

export interface SugerenciasDelCampoProps {
  id: string;
  listboxId: string;
  /** What was typed since the last pick (null: nothing, or a value set from outside). */
  escrito: string | null;
  onEscritoChange: (escrito: string | null) => void;
  value: string;
  onValueChange: (value: string) => void;
  onPick: (sugerencia: Sugerencia) => void;
  ref: Ref<ManejadoresCombobox>;
  onAriaChange: (aria: AriaCombobox) => void;
}

/**
 * The suggestions of SugerenciasCombobox's field: asked while typing and listed under it. The arrows walk the
 * list, Enter picks the option they are on (otherwise the form is sent), Escape closes the list and then clears
 * the field; a pointer picks too.
 */
export function SugerenciasDelCampo({ id, listboxId, escrito, onEscritoChange, value, onValueChange, onPick, ref, onAriaChange }: SugerenciasDelCampoProps) {
  const idDeOpcion = (indice: number) => `${id}-opcion-${String(indice)}`;
  // Open at once when this module arrived after the typing began.
  const [abierto, setAbierto] = useState(escrito !== null);
  const { respuesta, cargando } = useSugerencias(escrito);
  // The option the arrows are on belongs to one answer: a new answer starts with none.
  const [activa, setActiva] = useState<{ de: typeof respuesta; indice: number }>({ de: null, indice: -1 });
  const opciones = respuesta ? opcionesDe(respuesta) : [];
  const visible = abierto && opciones.length > 0;
  const indiceActivo = visible && activa.de === respuesta ? activa.indice : -1;
  const avisoCargando = abierto && cargando && !visible;
  const idActiva = indiceActivo >= 0 ? idDeOpcion(indiceActivo) : undefined;

  useLayoutEffect(() => {
    onAriaChange({ expandido: visible, activa: idActiva });
  }, [onAriaChange, visible, idActiva]);

  useEffect(() => {
    if (idActiva) document.getElementById(idActiva)?.scrollIntoView?.({ block: 'nearest' });
  }, [idActiva]);

  function elegir(sugerencia: Sugerencia) {
    setAbierto(false);
    onEscritoChange(null);
    onPick(sugerencia);
  }

  function mover(paso: 1 | -1) {
    const n = opciones.length;
    if (!visible) setAbierto(true);
    const desde = indiceActivo === -1 ? (paso === 1 ? -1 : n) : indiceActivo;
    setActiva({ de: respuesta, indice: (desde + paso + n) % n });
  }

  function alTeclear(event: KeyboardEvent<HTMLInputElement>) {
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      if (!opciones.length) return;
      event.preventDefault();
      mover(event.key === 'ArrowDown' ? 1 : -1);
    } else if (event.key === 'Enter') {
      if (indiceActivo >= 0) {
        event.preventDefault();
        elegir(opciones[indiceActivo]!);
      } else {
        setAbierto(false);
      }
    } else if (event.key === 'Escape' && (visible || value)) {
      // Also keeps the browser from clearing a search field at the first Escape.
      event.preventDefault();
      if (visible) {
        setAbierto(false);
      } else {
        onValueChange('');
        onEscritoChange(null);
      }
    }
  }

  useImperativeHandle(ref, () => ({ alEscribir: () => { setAbierto(true); }, alTeclear, alSalir: () => { setAbierto(false); } }));

  return (
    <>
      <Popup hidden={!visible && !avisoCargando}>
        <SugerenciasListbox
          id={listboxId}
          opciones={opciones}
          activa={indiceActivo}
          idDeOpcion={idDeOpcion}
          visible={visible}
          cargando={cargando}
          onElegir={elegir}
        />
        {avisoCargando ? <Cargando>Buscando sugerencias…</Cargando> : null}
      </Popup>
      {/* A live region without the status role: the pages' own status lines stay the only ones. */}
      <VisuallyHidden aria-live="polite" aria-atomic="true">
        {abierto && respuesta && !cargando ? anuncioDe(opciones.length) : ''}
      </VisuallyHidden>
    </>
  );
}
