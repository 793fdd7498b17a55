import type { EventosParams } from '@portal/shared/api';
import type { ListaEventos } from '@portal/shared/contract';
import { href } from '@portal/shared/routes';
import { Button } from '@portal/shared/ui';
import { SelectField } from '@portal/shared/formularios';
import type { FormEvent } from 'react';
import { useNavigate } from 'react-router-dom';
import styled from 'styled-components';
import { PanelFiltros } from '../../../components/PanelFiltros';

const Form = styled(PanelFiltros)`
  /* A select is as wide as its longest region by default: it must shrink to a 390 px screen instead. */
  select { width: 100%; min-width: 0; }
`;

const MODALIDADES = [
  { value: 'PRESENCIAL', label: 'Presencial' },
  { value: 'ONLINE', label: 'En línea' },
];

/**
 * Modality and region of the list, applied with "Filtrar" (a GET form, so it also works before the page's
 * script runs); the list starts again at its first page.
 */
export function EventosFiltros({ filtro, regiones }: { filtro: EventosParams; regiones: ListaEventos['regiones'] }) {
  const navigate = useNavigate();
  const aplicar = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const query = new URLSearchParams();
    for (const [campo, valor] of new FormData(event.currentTarget)) if (typeof valor === 'string' && valor) query.set(campo, valor);
    const texto = query.toString();
    void navigate(texto ? `${href('eventos')}?${texto}` : href('eventos'));
  };
  return (
    <Form $columnas="1fr 1fr auto" method="get" action={href('eventos')} onSubmit={aplicar} aria-label="Filtrar eventos">
      <SelectField name="modalidad" label="Modalidad" placeholder="Todas" options={MODALIDADES} defaultValue={filtro.modalidad ?? ''} />
      <SelectField
        name="region"
        label="Región"
        placeholder="Todas las regiones"
        options={regiones.map((r) => ({ value: String(r.idRegion), label: r.nombre }))}
        defaultValue={filtro.region !== undefined ? String(filtro.region) : ''}
      />
      <Button type="submit">Filtrar</Button>
    </Form>
  );
}
