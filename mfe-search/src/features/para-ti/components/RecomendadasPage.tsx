import { getOfertasRecomendadas, useQuery } from '@portal/shared/api';
import { sabemosQueBusca } from '@portal/shared/contract';
import { href } from '@portal/shared/routes';
import { LoadError, PageStack, PageTitle, Skeleton } from '@portal/shared/ui';
import { Link } from 'react-router-dom';
import { OfertaList } from '../../../components/OfertaList';

/** Without a desired or past position nor a preferred area the api has nothing to recommend from. */
function SinDatos() {
  return (
    <p>
      Para recomendarte ofertas necesitamos saber qué trabajo buscas. Indica tu cargo deseado y tu experiencia laboral en{' '}
      <Link to={href('miCurriculum')}>Mi currículum</Link>.
    </p>
  );
}

/** `/recomendadas`: live offers picked from the candidate's CV, basic data and preferences. */
export function RecomendadasPage() {
  const { data, error, loading, retry } = useQuery('recomendadas', getOfertasRecomendadas);
  const criterios = data ? [...data.preferencias.cargos, ...data.preferencias.areas, ...data.preferencias.regiones] : [];

  return (
    <PageStack>
      <PageTitle>Ofertas recomendadas</PageTitle>
      {loading ? <Skeleton lines={6} label="Cargando tus ofertas recomendadas…" /> : null}
      {!loading && error ? <LoadError message="No pudimos cargar tus ofertas recomendadas." onRetry={retry} /> : null}
      {!loading && !error && data && !sabemosQueBusca(data) ? <SinDatos /> : null}
      {!loading && !error && data && sabemosQueBusca(data) ? (
        <>
          <p>Según tu currículum y tus datos: {criterios.join(' · ')}.</p>
          {data.ofertas.length > 0 ? (
            <OfertaList ofertas={data.ofertas} headingLevel="h2" />
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
