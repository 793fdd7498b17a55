import { ORDENES, TIPOS_ORDEN } from '@portal/shared/contract';
import { TextField, theme } from '@portal/shared/ui';
import { useEffect, useEffectEvent, useState } from 'react';
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
  // Keywords sent whose URL has not rendered yet. The router renders it in a transition, so more may be typed
  // before it does: our own keyword coming back keeps what is typed; any other one (back/forward, a link) replaces it.
  const [sent, setSent] = useState<string[]>([]);
  if (shown !== state.palabraClave) {
    setShown(state.palabraClave);
    const echo = sent.indexOf(state.palabraClave);
    setSent(echo === -1 ? [] : sent.slice(echo + 1));
    if (echo === -1) setDraft(state.palabraClave);
  }

  const pending = draft.trim() !== state.palabraClave;
  function send() {
    setSent((previous) => [...previous, draft.trim()]);
    onKeyword(draft.trim());
  }
  const sendAfterPause = useEffectEvent(send);
  useEffect(() => {
    if (!pending) return;
    const timer = setTimeout(() => { sendAfterPause(); }, KEYWORD_DEBOUNCE_MS);
    return () => { clearTimeout(timer); };
  }, [draft, pending]);

  return (
    <Bar
      aria-label="Palabra clave y orden"
      onSubmit={(event) => {
        event.preventDefault();
        if (pending) send();
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
