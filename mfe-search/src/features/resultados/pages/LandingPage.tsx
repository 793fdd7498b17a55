import { href, notFound, parseLandingParam, resolveLanding } from '@portal/shared/routes';
import { LoadError } from '@portal/shared/ui';
import { useParams } from 'react-router-dom';
import { ResultadosPage } from '../components/ResultadosPage';
import { ResultadosSkeleton } from '../components/ResultadosSkeleton';
import { useFiltros } from '../../../hooks/useFiltros';

/** `/trabajo-{landing}`: a region, comuna, area or job type of the portal's data; anything else is a 404. */
export function LandingPage() {
  const segment = useParams().landing ?? '';
  const filtros = useFiltros();
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
      ofertaHref={(oferta) => href('landingOferta', { landing: segment, oferta })}
    />
  );
}
