import type { SugerenciaLugar } from '@portal/shared/contract';
import { useEffect, useEffectEvent, useState } from 'react';
import type { Sugerencia } from '../../../components/sugerencias/opciones';
import { BuscarPorPalabraClave } from '../../../components/sugerencias/BuscarPorPalabraClave';
import type { EstadoBusqueda } from '../lib/estado-busqueda';

/** How long typing must pause before the keyword is searched. */
export const KEYWORD_DEBOUNCE_MS = 400;

export interface SearchToolbarProps {
  state: EstadoBusqueda;
  onKeyword: (palabraClave: string) => void;
  /** A suggested place was picked: the page searches there (and the field, which held its name, is emptied). */
  onLugar: (lugar: SugerenciaLugar) => void;
}

/**
 * The results page's one search field (the layout has no search box of its own). The keyword is kept
 * locally while typing (input never waits for a search) and sent to the URL after a pause, on Enter or on
 * "Buscar"; a suggested title is sent at once. A URL change from elsewhere (back/forward) replaces it.
 */
export function BusquedaToolbar({ state, onKeyword, onLugar }: SearchToolbarProps) {
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
  function send(palabraClave = draft.trim()) {
    setSent((previous) => [...previous, palabraClave]);
    onKeyword(palabraClave);
  }
  function pick(sugerencia: Sugerencia) {
    const palabraClave = sugerencia.tipo === 'cargo' ? sugerencia.cargo.nombre : '';
    setDraft(palabraClave);
    if (sugerencia.tipo === 'lugar') {
      if (state.palabraClave) setSent((previous) => [...previous, '']);
      onLugar(sugerencia.lugar);
    } else if (palabraClave !== state.palabraClave) {
      send(palabraClave);
    }
  }
  const sendAfterPause = useEffectEvent(send);
  useEffect(() => {
    if (!pending) return;
    const timer = setTimeout(() => { sendAfterPause(); }, KEYWORD_DEBOUNCE_MS);
    return () => { clearTimeout(timer); };
  }, [draft, pending]);

  return (
    <BuscarPorPalabraClave
      onSubmit={(event) => {
        event.preventDefault();
        if (pending) send();
      }}
      value={draft}
      onValueChange={setDraft}
      onPick={pick}
    />
  );
}
