import { Button, TextField } from '@portal/shared/ui';
import { useEffect, useEffectEvent, useState } from 'react';
import styled from 'styled-components';
import type { SearchState } from '../lib/searchState';

/** The field and "Buscar" on one row, on phones too: the offers start higher. */
const Form = styled.form`
  display: grid;
  grid-template-columns: minmax(0, 1fr) auto;
  gap: 0.5rem;
  align-items: end;
  /* An input is about 20 characters wide by default: on a 375 px phone it pushed "Buscar" out. */
  input { width: 100%; min-width: 0; }
`;

/** How long typing must pause before the keyword is searched. */
export const KEYWORD_DEBOUNCE_MS = 400;

/**
 * The results page's one search field (the layout has no search box of its own). The keyword is kept
 * locally while typing (input never waits for a search) and sent to the URL after a pause, on Enter or on
 * "Buscar"; a URL change from elsewhere (back/forward) replaces it.
 */
export function SearchToolbar({ state, onKeyword }: { state: SearchState; onKeyword: (palabraClave: string) => void }) {
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
    <Form
      role="search"
      aria-label="Buscar ofertas de empleo"
      onSubmit={(event) => {
        event.preventDefault();
        if (pending) send();
      }}
    >
      <TextField
        label="Buscar ofertas"
        type="search"
        name="palabraClave"
        placeholder="Cargo o palabra clave"
        autoComplete="off"
        enterKeyHint="search"
        value={draft}
        onChange={(event) => { setDraft(event.target.value); }}
      />
      <Button type="submit">Buscar</Button>
    </Form>
  );
}
