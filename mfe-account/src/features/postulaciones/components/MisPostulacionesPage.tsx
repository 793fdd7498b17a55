import { href } from '@portal/shared/routes';
import { EmptyState, LoadError, PageTitle } from '@portal/shared/ui';
import { Paginacion } from '@portal/shared/paginacion';
import { Link } from 'react-router-dom';
import { EsqueletoTarjetas } from '../../../components/EsqueletoTarjetas';
import { consultaDe, useMisPostulaciones } from '../hooks/useMisPostulaciones';
import { FiltrosPostulaciones } from './FiltrosPostulaciones';
import { PostulacionItem } from './PostulacionItem';
import { BotonLink } from '../../../components/BotonLink';
import { ContenidoArea, ListaTarjetas } from '../../../components/PaginaArea';

/** `/mis-postulaciones`: every application with its timeline, newest first, by status and text, paged. */
export function MisPostulacionesPage() {
  const { filtro, filtrar, consulta, postulaciones, actualizar, recienRetirada } = useMisPostulaciones();
  const { data, loading, error, retry } = consulta;
  const conFiltro = filtro.estado !== null || filtro.texto !== '';
  const enlacePagina = (pagina: number) => `${href('misPostulaciones')}?${consultaDe({ ...filtro, pagina }).toString()}`;

  let lista;
  if (loading) lista = <EsqueletoTarjetas texto="Cargando tus postulaciones…" cantidad={3} alto="15rem" />;
  else if (error) lista = <LoadError message="No pudimos cargar tus postulaciones. Revisa tu conexión e inténtalo nuevamente." onRetry={retry} />;
  else if (!postulaciones?.length) {
    lista = conFiltro ? (
      <EmptyState role="status" titulo="No hay postulaciones con esos filtros." accion={<Link to={href('misPostulaciones')}>Ver todas mis postulaciones</Link>} />
    ) : (
      <EmptyState role="status" titulo="Aún no has postulado a ninguna oferta." accion={<BotonLink to={href('trabajoEmpleo')}>Buscar ofertas de empleo</BotonLink>}>
        <p>Cuando postules, aquí verás cada postulación y en qué etapa va.</p>
      </EmptyState>
    );
  } else {
    lista = (
      <ListaTarjetas aria-label="Postulaciones">
        {postulaciones.map((postulacion) => (
          <li key={postulacion.idPostulacion}>
            <PostulacionItem postulacion={postulacion} onRetirada={actualizar} recienRetirada={recienRetirada === postulacion.idPostulacion} />
          </li>
        ))}
      </ListaTarjetas>
    );
  }

  return (
    <ContenidoArea>
      <PageTitle>Mis postulaciones</PageTitle>
      <FiltrosPostulaciones key={filtro.texto} filtro={filtro} onFiltrar={(cambio) => { filtrar(cambio); }} />
      {data && !loading ? (
        <p aria-live="polite">
          {data.cantidadRegistros === 1 ? '1 postulación' : `${data.cantidadRegistros} postulaciones`}
        </p>
      ) : null}
      {lista}
      {data && !loading && data.cantidadPaginas > 1 ? (
        <Paginacion label="Páginas de postulaciones" paginaActual={filtro.pagina} cantidadPaginas={data.cantidadPaginas} hrefDe={enlacePagina} anterior="Página anterior" siguiente="Página siguiente" />
      ) : null}
    </ContenidoArea>
  );
}
