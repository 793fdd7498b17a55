import { lazyNamed, TextField } from '@portal/shared/ui';
import { Suspense, useId, useRef, useState } from 'react';
import styled from 'styled-components';
import type { Sugerencia } from './opciones';
import type { AriaCombobox, ManejadoresCombobox } from './SugerenciasDelCampo';

// Fetched when the field is first focused or touched: until then it is a plain search field (issue 27: the
// header's box is on every page, its list only after typing).
const SugerenciasDelCampo = lazyNamed(() => import('./SugerenciasDelCampo').then((m) => m.SugerenciasDelCampo));

const Combobox = styled.div`
  position: relative;
  min-width: 0;
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
 * list autocomplete). The field is always this one element, so the focus and the typing carry on while the
 * suggestions' code arrives; until then Enter sends the form as a plain search field.
 */
export function SugerenciasCombobox({ label, labelHidden = false, name, placeholder, value, onValueChange, onPick }: SugerenciasComboboxProps) {
  const id = useId();
  const listboxId = `${id}-sugerencias`;
  // What was typed since the last pick: a value set from outside (a pick, the URL) asks for nothing.
  const [escrito, setEscrito] = useState<string | null>(null);
  const [usado, setUsado] = useState(false);
  // null until the list's code has arrived: there is no list to point at yet.
  const [aria, setAria] = useState<AriaCombobox | null>(null);
  const manejadores = useRef<ManejadoresCombobox | null>(null);
  const usar = () => { setUsado(true); };

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
        aria-expanded={aria?.expandido ?? false}
        aria-controls={aria ? listboxId : undefined}
        aria-autocomplete="list"
        aria-activedescendant={aria?.activa}
        value={value}
        onFocus={usar}
        onPointerDown={usar}
        onChange={(event) => {
          onValueChange(event.target.value);
          setEscrito(event.target.value);
          usar();
          manejadores.current?.alEscribir();
        }}
        onKeyDown={(event) => manejadores.current?.alTeclear(event)}
        onBlur={() => manejadores.current?.alSalir()}
      />
      {usado ? (
        <Suspense fallback={null}>
          <SugerenciasDelCampo
            id={id}
            listboxId={listboxId}
            escrito={escrito}
            onEscritoChange={setEscrito}
            value={value}
            onValueChange={onValueChange}
            onPick={onPick}
            ref={manejadores}
            onAriaChange={setAria}
          />
        </Suspense>
      ) : null}
    </Combobox>
  );
}
