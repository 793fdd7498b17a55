import { href, notFound, parseLandingParam, resolveLanding } from '@portal/shared/routes';
import { LoadError, lazyNamed } from '@portal/shared/ui';
import { useCallback } from 'react';
import { useParams } from 'react-router-dom';
import { ResultadosPage } from '../components/ResultadosPage';
import { useFiltros } from '../../../hooks/useFiltros';

// Only while the filters that name the landing load, which a page from the edge never does: its own chunk.
const ResultadosSkeleton = lazyNamed(() => import('../components/ResultadosSkeleton').then((m) => m.ResultadosSkeleton));

/** `/trabajo-{landing}`: a region, comuna, area or job type of the portal's data; anything else is a 404. */
export function LandingPage() {
  const segment = useParams().landing ?? '';
  const filtros = useFiltros();
  // The same function while the segment stays: the cards (memoised) are not rendered again with each URL.
  const ofertaHref = useCallback((oferta: string) => href('landingOferta', { landing: segment, oferta }), [segment]);
  if (filtros.error) {
    return <LoadError message="No pudimos cargar las ofertas. Revisa tu conexión e inténtalo nuevamente." onRetry={filtros.retry} />;
  }
  if (!filtros.data) return <ResultadosSkeleton />;
  const landing = resolveLanding(parseLandingParam(segment) ?? '', filtros.data);
  if (!landing) notFound();
  return (
    <ResultadosPage
      key={segment}
      heading={landing.heading}
      base={landing.base}
      ofertaHref={ofertaHref}
    />
  );
}
