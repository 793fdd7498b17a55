import { eventoSegment, href, parseEventoParam } from '@portal/shared/routes';
import { PageStack, Skeleton, SkeletonBlock } from '@portal/shared/ui';
import { PaginaDeElemento } from '../../../components/PaginaDeElemento';
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

/** `/eventos/{idEvento}-{slug}`: the event, its URL kept canonical (see PaginaDeElemento). */
export function EventoPage() {
  return (
    <PaginaDeElemento parametro="evento" leerId={parseEventoParam} useElemento={useEvento} segmento={eventoSegment} ruta={(evento) => href('evento', { evento })}
      esqueleto={<EventoSkeleton />} error="No pudimos cargar el evento. Revisa tu conexión e inténtalo nuevamente.">
      {(evento) => <EventoDetalle evento={evento} />}
    </PaginaDeElemento>
  );
}
