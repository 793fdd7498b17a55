import { TextField, theme, VisuallyHidden } from '@portal/shared/ui';
import { useEffect, useId, useState, type KeyboardEvent } from 'react';
import styled, { keyframes } from 'styled-components';
import { anuncioDe, opcionesDe, type Sugerencia } from './opciones';
import { caja, SugerenciasListbox } from './SugerenciasListbox';
import { useSugerencias } from './useSugerencias';

const Combobox = styled.div`
  position: relative;
  min-width: 0;
`;

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

export interface SugerenciasComboboxProps {
  label: string;
  labelHidden?: boolean;
  name: string;
  placeholder?: string;
  /** What the field shows: the caller's state, never replaced by a suggestion until one is picked. */
  value: string;
  onValueChange: (value: string) => void;
  onPick: (sugerencia: Sugerencia) => void;
}

/**
 * A search field that suggests job titles and places while typing (WAI-ARIA 1.2 combobox with a listbox popup,
 * list autocomplete). The arrows walk the list, Enter picks the option they are on (otherwise the form is
 * sent), Escape closes the list and then clears the field; a pointer picks too.
 */
export function SugerenciasCombobox({ label, labelHidden = false, name, placeholder, value, onValueChange, onPick }: SugerenciasComboboxProps) {
  const id = useId();
  const listboxId = `${id}-sugerencias`;
  const idDeOpcion = (indice: number) => `${id}-opcion-${String(indice)}`;
  // What was typed since the last pick: a value set from outside (a pick, the URL) asks for nothing.
  const [escrito, setEscrito] = useState<string | null>(null);
  const [abierto, setAbierto] = useState(false);
  const { respuesta, cargando } = useSugerencias(escrito);
  // The option the arrows are on belongs to one answer: a new answer starts with none.
  const [activa, setActiva] = useState<{ de: typeof respuesta; indice: number }>({ de: null, indice: -1 });
  const opciones = respuesta ? opcionesDe(respuesta) : [];
  const visible = abierto && opciones.length > 0;
  const indiceActivo = visible && activa.de === respuesta ? activa.indice : -1;
  const avisoCargando = abierto && cargando && !visible;

  useEffect(() => {
    if (indiceActivo >= 0) document.getElementById(`${id}-opcion-${String(indiceActivo)}`)?.scrollIntoView?.({ block: 'nearest' });
  }, [id, indiceActivo]);

  function elegir(sugerencia: Sugerencia) {
    setAbierto(false);
    setEscrito(null);
    onPick(sugerencia);
  }

  function mover(paso: 1 | -1) {
    const n = opciones.length;
    if (!visible) setAbierto(true);
    const desde = indiceActivo === -1 ? (paso === 1 ? -1 : n) : indiceActivo;
    setActiva({ de: respuesta, indice: (desde + paso + n) % n });
  }

  function onKeyDown(event: KeyboardEvent<HTMLInputElement>) {
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
        setEscrito(null);
      }
    }
  }

  return (
    <Combobox>
      <TextField
        label={label}
        labelHidden={labelHidden}
        type="search"
        name={name}
        placeholder={placeholder}
        autoComplete="off"
        enterKeyHint="search"
        role="combobox"
        aria-expanded={visible}
        aria-controls={listboxId}
        aria-autocomplete="list"
        aria-activedescendant={indiceActivo >= 0 ? idDeOpcion(indiceActivo) : undefined}
        value={value}
        onChange={(event) => {
          onValueChange(event.target.value);
          setEscrito(event.target.value);
          setAbierto(true);
        }}
        onKeyDown={onKeyDown}
        onBlur={() => { setAbierto(false); }}
      />
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
    </Combobox>
  );
}
