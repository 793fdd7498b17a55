import { getOfertasRecomendadas, useQuery } from '@portal/shared/api';
import { href } from '@portal/shared/routes';
import { LoadError, PageStack, PageTitle, Skeleton } from '@portal/shared/ui';
import { Link } from 'react-router-dom';
import { OfferList } from '../../../components/OfferList';

/** `/recomendadas`: live offers of the candidate's preferred areas and regions. */
export function RecomendadasPage() {
  const { data, error, loading, retry } = useQuery('recomendadas', getOfertasRecomendadas);
  const criterios = data ? [...data.preferencias.areas, ...data.preferencias.regiones] : [];

  return (
    <PageStack>
      <PageTitle>Ofertas recomendadas</PageTitle>
      {loading ? <Skeleton lines={6} label="Cargando tus ofertas recomendadas…" /> : null}
      {!loading && error ? <LoadError message="No pudimos cargar tus ofertas recomendadas." onRetry={retry} /> : null}
      {!loading && !error && data ? (
        <>
          {criterios.length > 0 ? <p>Según tus preferencias: {criterios.join(' · ')}.</p> : null}
          {data.ofertas.length > 0 ? (
            <OfferList ofertas={data.ofertas} headingLevel="h2" />
          ) : (
            <p>
              Aún no tenemos ofertas recomendadas para ti. <Link to={href('trabajoEmpleo')}>Busca ofertas</Link> mientras tanto.
            </p>
          )}
        </>
      ) : null}
    </PageStack>
  );
}
