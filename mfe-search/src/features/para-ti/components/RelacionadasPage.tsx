import { getOfertasRelacionadas, useQuery } from '@portal/shared/api';
import { href } from '@portal/shared/routes';
import { LoadError, PageStack, PageTitle, Skeleton } from '@portal/shared/ui';
import { Link } from 'react-router-dom';
import { OfertaList } from '../../../components/OfertaList';

/** `/relacionadas`: live offers like those the candidate applied to or saved. */
export function RelacionadasPage() {
  const { data, error, loading, retry } = useQuery('relacionadas', getOfertasRelacionadas);

  return (
    <PageStack>
      <PageTitle>Ofertas relacionadas</PageTitle>
      {loading ? <Skeleton lines={6} label="Cargando ofertas relacionadas…" /> : null}
      {!loading && error ? <LoadError message="No pudimos cargar las ofertas relacionadas." onRetry={retry} /> : null}
      {!loading && !error && data ? (
        data.referencias === 0 ? (
          <p>
            Aún no postulas ni guardas ofertas: cuando lo hagas, aquí verás otras parecidas. <Link to={href('trabajoEmpleo')}>Buscar ofertas</Link>
          </p>
        ) : data.ofertas.length > 0 ? (
          <>
            <p>Parecidas a las ofertas a las que postulaste o que guardaste.</p>
            <OfertaList ofertas={data.ofertas} headingLevel="h2" />
          </>
        ) : (
          <p>
            No encontramos ofertas vigentes parecidas a las tuyas. <Link to={href('trabajoEmpleo')}>Buscar ofertas</Link>
          </p>
        )
      ) : null}
    </PageStack>
  );
}
