import { Button } from '@portal/shared/ui';
import type { FormHTMLAttributes } from 'react';
import styled from 'styled-components';
import type { Sugerencia } from './opciones';
import { SugerenciasCombobox } from './SugerenciasCombobox';

/** The field and "Buscar" on one row at every width: on a phone the header stays one line tall and the offers start higher. */
const Form = styled.form`
  display: grid;
  grid-template-columns: minmax(0, 1fr) auto;
  gap: 0.5rem;
  align-items: end;
  /* An input is about 20 characters wide by default: on a 375 px phone it pushed "Buscar" out. */
  input { width: 100%; min-width: 0; }
`;

interface BuscarPorPalabraClaveProps extends Pick<FormHTMLAttributes<HTMLFormElement>, 'action' | 'method' | 'onSubmit'> {
  value: string;
  onValueChange: (value: string) => void;
  onPick: (sugerencia: Sugerencia) => void;
  labelHidden?: boolean;
}

/** The search form of a keyword with its suggestions, then "Buscar": the home's search box and the results' toolbar. */
export function BuscarPorPalabraClave({ value, onValueChange, onPick, labelHidden, ...form }: BuscarPorPalabraClaveProps) {
  return (
    <Form role="search" aria-label="Buscar ofertas de empleo" {...form}>
      <SugerenciasCombobox label="Buscar ofertas" labelHidden={labelHidden} name="palabraClave" placeholder="Cargo o palabra clave" value={value} onValueChange={onValueChange} onPick={onPick} />
      <Button type="submit">Buscar</Button>
    </Form>
  );
}
