import { ORDENES, TIPOS_ORDEN } from '@portal/shared/contract';
import { TextField, theme } from '@portal/shared/ui';
import { useEffect, useState } from 'react';
import styled from 'styled-components';
import { ORDEN_LABELS, TIPO_ORDEN_LABELS } from '../lib/labels';
import type { SearchState } from '../lib/searchState';
import { SelectField } from './FilterControls';

const Bar = styled.form`
  display: grid;
  gap: 0.75rem;
  @media (min-width: ${theme.breakpoint.tablet}) {
    grid-template-columns: 2fr 1fr 1fr;
    align-items: end;
  }
`;

/** How long typing must pause before the keyword is searched. */
export const KEYWORD_DEBOUNCE_MS = 400;

const ordenes = ORDENES.map((valor) => ({ valor, nombre: ORDEN_LABELS[valor] }));
const tiposOrden = TIPOS_ORDEN.map((valor) => ({ valor, nombre: TIPO_ORDEN_LABELS[valor] }));

/**
 * Keyword, order and direction. The keyword is kept locally while typing (input never waits for a search) and
 * sent to the URL after a pause or on Enter; a URL change from elsewhere (back/forward) replaces it.
 */
export function SearchToolbar({
  state,
  onKeyword,
  onChange,
}: {
  state: SearchState;
  onKeyword: (palabraClave: string) => void;
  onChange: (patch: Partial<SearchState>) => void;
}) {
  const [draft, setDraft] = useState(state.palabraClave);
  const [shown, setShown] = useState(state.palabraClave);
  if (shown !== state.palabraClave) {
    setShown(state.palabraClave);
    // Our own debounced keyword coming back keeps what is typed (a trailing space included).
    if (draft.trim() !== state.palabraClave) setDraft(state.palabraClave);
  }

  const pending = draft.trim() !== state.palabraClave;
  useEffect(() => {
    if (!pending) return;
    const timer = setTimeout(() => { onKeyword(draft.trim()); }, KEYWORD_DEBOUNCE_MS);
    return () => { clearTimeout(timer); };
  }, [draft, pending, onKeyword]);

  return (
    <Bar
      aria-label="Palabra clave y orden"
      onSubmit={(event) => {
        event.preventDefault();
        if (pending) onKeyword(draft.trim());
      }}
    >
      <TextField
        label="Palabra clave"
        type="search"
        name="palabraClave"
        autoComplete="off"
        value={draft}
        onChange={(event) => { setDraft(event.target.value); }}
      />
      <SelectField label="Ordenar por" choices={ordenes} value={state.orden} onChange={(orden) => { onChange({ orden: orden ?? 'FECHA_PUBLICACION' }); }} />
      <SelectField label="Dirección" choices={tiposOrden} value={state.tipoOrden} onChange={(tipoOrden) => { onChange({ tipoOrden: tipoOrden ?? 'DESC' }); }} />
    </Bar>
  );
}
