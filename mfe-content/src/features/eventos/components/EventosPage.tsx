import type { EventosParams } from '@portal/shared/api';
import type { ListaEventos } from '@portal/shared/contract';
import { href } from '@portal/shared/routes';
import { LoadError, PageStack, PageTitle } from '@portal/shared/ui';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { ListaPaginada } from '../../../components/ListaPaginada';
import { useEventos } from '../hooks/useEventos';
import { EventoItem, EventoItemSkeleton } from './EventoItem';
import { EventosFiltros } from './EventosFiltros';

const List = styled.div`
  display: grid;
  gap: 1rem;
`;

const Intro = styled.p`
  margin: -0.5rem 0 0;
  max-width: 70ch;
`;

/** What the list shows: its events and pages, or why there are none. */
function Eventos({ lista, filtro }: { lista: ListaEventos; filtro: EventosParams }) {
  const vacio = filtro.modalidad || filtro.region ? <p>No hay eventos con estos filtros. Prueba con otra modalidad o región.</p> : <p>Aún no hay eventos publicados. Vuelve pronto.</p>;
  const conteo = <p aria-live="polite">{lista.cantidadRegistros === 1 ? '1 evento' : `${String(lista.cantidadRegistros)} eventos`}</p>;
  return (
    <ListaPaginada pagina={lista} cantidad={lista.eventos.length} plural="eventos" ruta={href('eventos')} vacio={vacio} conteo={conteo}>
      <List>
        {lista.eventos.map((evento) => (
          <EventoItem key={evento.idEvento} evento={evento} />
        ))}
      </List>
    </ListaPaginada>
  );
}

/** The skeleton of a page of events: a count line and three events. */
function EventosSkeleton() {
  return (
    <div role="status">
      <p>Cargando eventos…</p>
      <List>
        <EventoItemSkeleton />
        <EventoItemSkeleton />
        <EventoItemSkeleton />
      </List>
    </div>
  );
}

/** `/eventos`: the portal's events, upcoming first, by modality and region, a page at a time. */
export function EventosPage() {
  const { data, error, loading, retry, filtro } = useEventos();
  let content;
  if (loading && !data) content = <EventosSkeleton />;
  else if (error || !data) content = <LoadError message="No pudimos cargar los eventos. Revisa tu conexión e inténtalo nuevamente." onRetry={retry} />;
  else content = <Eventos lista={data} filtro={filtro} />;
  const regiones = data?.regiones ?? [];
  return (
    <PageStack>
      <PageTitle>Eventos de empleo</PageTitle>
      <Intro>
        Ferias laborales, talleres y charlas para tu búsqueda de empleo. <Link to={href('informacionDelEvento')}>Cómo participar en los eventos</Link>.
      </Intro>
      {/* Remounted when the URL or the regions change, so the selects show what the list shows. */}
      <EventosFiltros key={`${String(regiones.length)}:${filtro.modalidad ?? ''}:${String(filtro.region ?? '')}`} filtro={filtro} regiones={regiones} />
      <section aria-label="Resultados" aria-busy={loading}>
        {content}
      </section>
    </PageStack>
  );
}
