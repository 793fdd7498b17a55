import { Button, TextField, theme } from '@portal/shared/ui';
import { useState, type SubmitEvent } from 'react';
import { useNavigate } from 'react-router-dom';
import styled from 'styled-components';
import { searchResultsUrl } from '../lib/searchUrl';

const Form = styled.form`
  display: grid;
  gap: 0.75rem;
  align-items: end;
  @media (min-width: ${theme.breakpoint.tablet}) {
    grid-template-columns: 1fr auto;
  }
`;

/** Keyword search; submitting opens the search results page. */
export function SearchBox({ initialKeyword = '' }: { initialKeyword?: string }) {
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
        type="search"
        name="palabraClave"
        placeholder="Cargo, empresa o palabra clave"
        autoComplete="off"
        value={palabraClave}
        onChange={(event) => { setPalabraClave(event.target.value); }}
      />
      <Button type="submit">Buscar</Button>
    </Form>
  );
}
