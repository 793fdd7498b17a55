import { FILTROS_ESTADO_POSTULACION, LARGO_MAXIMO_TEXTO_POSTULACIONES, NOMBRES_ESTADO_POSTULACION, type FiltroEstadoPostulacion } from '@portal/shared/contract';
import { Button, TextField, theme } from '@portal/shared/ui';
import { SelectField } from '@portal/shared/formularios';
import { useState, type SubmitEvent } from 'react';
import styled from 'styled-components';
import type { FiltroPagina } from '../hooks/useMisPostulaciones';

/** Two rows on a phone (the status; the search with its button beside it), one from a tablet on: the list starts higher. */
const Formulario = styled.form`
  display: grid;
  grid-template-columns: minmax(0, 1fr) auto;
  gap: 0.75rem;
  align-items: end;
  > :first-child { grid-column: 1 / -1; }
  @media (min-width: ${theme.breakpoint.tablet}) {
    grid-template-columns: 14rem 1fr auto;
    > :first-child { grid-column: auto; }
  }
`;

const OPCIONES = [
  { value: '', label: 'Todas' },
  ...FILTROS_ESTADO_POSTULACION.map((estado) => ({ value: estado, label: estado === 'RETIRADA' ? 'Retiradas' : NOMBRES_ESTADO_POSTULACION[estado] })),
];

interface Props {
  filtro: FiltroPagina;
  onFiltrar: (cambio: { estado?: FiltroEstadoPostulacion | null; texto?: string }) => void;
}

/** Status (applied at once) and a search in the title or company (applied with "Buscar"). */
export function FiltrosPostulaciones({ filtro, onFiltrar }: Props) {
  const [texto, setTexto] = useState(filtro.texto);

  function buscar(event: SubmitEvent<HTMLFormElement>) {
    event.preventDefault();
    onFiltrar({ texto });
  }

  return (
    <Formulario role="search" aria-label="Filtrar postulaciones" onSubmit={buscar}>
      <SelectField
        label="Estado"
        options={OPCIONES}
        value={filtro.estado ?? ''}
        onChange={(event) => { onFiltrar({ estado: (event.target.value || null) as FiltroEstadoPostulacion | null, texto }); }}
      />
      <TextField
        label="Buscar por cargo o empresa"
        type="search"
        maxLength={LARGO_MAXIMO_TEXTO_POSTULACIONES}
        value={texto}
        onChange={(event) => { setTexto(event.target.value); }}
      />
      <Button type="submit">Buscar</Button>
    </Formulario>
  );
}
