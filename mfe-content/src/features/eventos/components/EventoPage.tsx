import { eventoSegment, href, notFound, parseEventoParam } from '@portal/shared/routes';
import { LoadError, PageStack, Skeleton, SkeletonBlock } from '@portal/shared/ui';
import { Navigate, useParams } from 'react-router-dom';
import { useEvento } from '../hooks/useEvento';
import { EventoDetalle } from './EventoDetalle';

function EventoSkeleton() {
  return (
    <PageStack>
      <SkeletonBlock $height="1.75rem" $width="6rem" />
      <SkeletonBlock $height="2.5rem" $width="80%" />
      <SkeletonBlock $height="9rem" />
      <SkeletonBlock $height="2.75rem" $width="16rem" />
      <Skeleton lines={8} label="Cargando el evento…" />
    </PageStack>
  );
}

function EventoContenido({ idEvento, segment }: { idEvento: number; segment: string }) {
  const state = useEvento(idEvento);
  if (state.status === 'notFound') notFound();
  if (state.status === 'loading') return <EventoSkeleton />;
  if (state.status === 'error') {
    return <LoadError message="No pudimos cargar el evento. Revisa tu conexión e inténtalo nuevamente." onRetry={state.retry} />;
  }
  const canonical = eventoSegment(state.data);
  if (segment !== canonical) return <Navigate replace to={href('evento', { evento: canonical })} />;
  return <EventoDetalle evento={state.data} />;
}

/**
 * `/eventos/{idEvento}-{slug}`: the event. A segment whose slug is not the event's moves to the right URL,
 * replacing it in the history; an id that is no number, or no event of the portal: 404.
 */
export function EventoPage() {
  const segment = useParams().evento ?? '';
  const idEvento = parseEventoParam(segment);
  if (idEvento === null) notFound();
  return <EventoContenido key={idEvento} idEvento={idEvento} segment={segment} />;
}
