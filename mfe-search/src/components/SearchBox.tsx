import { href, landingSegment } from '@portal/shared/routes';
import { slugify } from '@portal/shared/format';
import { Button } from '@portal/shared/ui';
import { useState, type SubmitEvent } from 'react';
import { useNavigate } from 'react-router-dom';
import styled from 'styled-components';
import { searchResultsUrl } from '../lib/search-url';
import type { Sugerencia } from './sugerencias/opciones';
import { SugerenciasCombobox } from './sugerencias/SugerenciasCombobox';

/** The field and "Buscar" on one row at every width: on a phone the header stays one line tall. */
const Form = styled.form`
  display: grid;
  grid-template-columns: minmax(0, 1fr) auto;
  gap: 0.5rem;
  align-items: end;
  /* An input is about 20 characters wide by default: on a 375 px phone it pushed "Buscar" out. */
  input { width: 100%; min-width: 0; }
`;

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
    <Form role="search" aria-label="Buscar ofertas de empleo" action={href('trabajoEmpleo')} method="get" onSubmit={handleSubmit}>
      <SugerenciasCombobox
        label="Buscar ofertas"
        labelHidden={!labelVisible}
        name="palabraClave"
        placeholder="Cargo o palabra clave"
        value={palabraClave}
        onValueChange={setPalabraClave}
        onPick={handlePick}
      />
      <Button type="submit">Buscar</Button>
    </Form>
  );
}
