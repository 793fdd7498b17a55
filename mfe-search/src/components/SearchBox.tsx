import { Button, TextField } from '@portal/shared/ui';
import { useState, type SubmitEvent } from 'react';
import { useNavigate } from 'react-router-dom';
import styled from 'styled-components';
import { searchResultsUrl } from '../lib/searchUrl';

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
 * Keyword search; submitting opens the search results page. In the header (the default) its label is for
 * screen readers only, the placeholder and "Buscar" say the rest; the home shows it (`labelVisible`).
 */
export function SearchBox({ initialKeyword = '', labelVisible = false }: { initialKeyword?: string; labelVisible?: boolean }) {
  const navigate = useNavigate();
  const [palabraClave, setPalabraClave] = useState(initialKeyword);

  function handleSubmit(event: SubmitEvent<HTMLFormElement>) {
    event.preventDefault();
    void navigate(searchResultsUrl(palabraClave));
  }

  return (
    <Form role="search" aria-label="Buscar ofertas de empleo" onSubmit={handleSubmit}>
      <TextField
        label="Buscar ofertas"
        labelHidden={!labelVisible}
        type="search"
        name="palabraClave"
        placeholder="Cargo o palabra clave"
        autoComplete="off"
        enterKeyHint="search"
        value={palabraClave}
        onChange={(event) => { setPalabraClave(event.target.value); }}
      />
      <Button type="submit">Buscar</Button>
    </Form>
  );
}
