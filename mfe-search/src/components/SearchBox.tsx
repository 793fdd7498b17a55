import { href, landingSegment } from '@portal/shared/routes';
import { slugify } from '@portal/shared/format';
import { useState, type SubmitEvent } from 'react';
import { useNavigate } from 'react-router-dom';
import { searchResultsUrl } from '../lib/search-url';
import type { Sugerencia } from './sugerencias/opciones';
import { BuscarPorPalabraClave } from './sugerencias/BuscarPorPalabraClave';

/**
 * Keyword search; submitting opens the search results page, and so does a suggested job title, while a
 * suggested place opens its landing (`/trabajo-vina-del-mar`). In the header (the default) its label is for
 * screen readers only, the placeholder and "Buscar" say the rest; the home shows it (`labelVisible`).
 */
export function SearchBox({ initialKeyword = '', labelVisible = false }: { initialKeyword?: string; labelVisible?: boolean }) {
  const navigate = useNavigate();
  const [palabraClave, setPalabraClave] = useState(initialKeyword);

  function handleSubmit(event: SubmitEvent<HTMLFormElement>) {
    event.preventDefault();
    // The field's own text, not the state: what was typed before the page hydrated is in the field only.
    const typed = new FormData(event.currentTarget).get('palabraClave');
    void navigate(searchResultsUrl(typeof typed === 'string' ? typed : palabraClave));
  }

  function handlePick(sugerencia: Sugerencia) {
    if (sugerencia.tipo === 'cargo') {
      setPalabraClave(sugerencia.cargo.nombre);
      void navigate(searchResultsUrl(sugerencia.cargo.nombre));
    } else {
      setPalabraClave('');
      void navigate(href('landing', { landing: landingSegment(slugify(sugerencia.lugar.nombre)) }));
    }
  }

  return (
    // action/method: before the page hydrates, Enter still opens the results, as a plain form.
    <BuscarPorPalabraClave
      action={href('trabajoEmpleo')}
      method="get"
      onSubmit={handleSubmit}
      labelHidden={!labelVisible}
      value={palabraClave}
      onValueChange={setPalabraClave}
      onPick={handlePick}
    />
  );
}
