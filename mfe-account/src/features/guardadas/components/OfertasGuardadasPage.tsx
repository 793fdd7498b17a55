import { href } from '@portal/shared/routes';
import { Alert, EmptyState, LoadError, PageTitle, SecondaryButton, SkeletonBlock, theme, VisuallyHidden } from '@portal/shared/ui';
import { useEffect, useRef } from 'react';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { useOfertasGuardadas, type Aviso } from '../hooks/useOfertasGuardadas';
import { OfertaGuardadaCard } from './OfertaGuardadaCard';
import { BotonLink } from '../../../components/BotonLink';
import { ContenidoArea, ListaTarjetas } from '../../../components/PaginaArea';

const Mensaje = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: 0.75rem;
  align-items: center;
  padding: 0.75rem 1rem;
  border: 1px solid ${theme.color.border};
  border-radius: ${theme.radius};
  background: ${theme.color.surface};
  p { margin: 0; }
`;

const Paginas = styled.nav`
  display: flex;
  flex-wrap: wrap;
  gap: 1rem;
  justify-content: space-between;
`;

function Esqueleto() {
  return (
    <div role="status" aria-live="polite">
      <VisuallyHidden>Cargando tus ofertas guardadas…</VisuallyHidden>
      <ListaTarjetas as="div">
        {[0, 1, 2].map((i) => (
          <SkeletonBlock key={i} $height="10rem" />
        ))}
      </ListaTarjetas>
    </div>
  );
}

/** The outcome of the last unsave: an undo right there, or the failure. The focus goes to it, since the button that was pressed is gone. */
function AvisoGuardadas({ aviso, onDeshacer }: { aviso: Aviso; onDeshacer: (item: Extract<Aviso, { tipo: 'quitada' }>['item']) => void }) {
  const caja = useRef<HTMLDivElement>(null);
  useEffect(() => { caja.current?.focus(); }, [aviso]);
  if (aviso.tipo === 'error') {
    return (
      <div ref={caja} tabIndex={-1}>
        <Alert>{aviso.mensaje}</Alert>
      </div>
    );
  }
  return (
    <Mensaje ref={caja} tabIndex={-1}>
      <p role="status">
        {aviso.tipo === 'quitada'
          ? `Quitaste «${aviso.item.oferta.nombreCargo}» de tus ofertas guardadas.`
          : `Volviste a guardar «${aviso.item.oferta.nombreCargo}».`}
      </p>
      {aviso.tipo === 'quitada' ? (
        <SecondaryButton type="button" onClick={() => { onDeshacer(aviso.item); }}>
          Deshacer
        </SecondaryButton>
      ) : null}
    </Mensaje>
  );
}

/** `/ofertas-guardadas`: the saved offers, live ones first and expired ones marked, each unsaved from here. */
export function OfertasGuardadasPage() {
  const { pagina, consulta, visibles, aviso, quitar, deshacer } = useOfertasGuardadas();
  const { data, loading, error, retry } = consulta;
  const enlacePagina = (n: number) => (n > 1 ? `${href('ofertasGuardadas')}?pagina=${n}` : href('ofertasGuardadas'));

  let lista;
  if (loading) lista = <Esqueleto />;
  else if (error) lista = <LoadError message="No pudimos cargar tus ofertas guardadas. Revisa tu conexión e inténtalo nuevamente." onRetry={retry} />;
  else if (!visibles?.length) {
    lista = (
      <EmptyState titulo="No tienes ofertas guardadas." accion={<BotonLink to={href('trabajoEmpleo')}>Buscar ofertas de empleo</BotonLink>}>
        <p>Guarda las que te interesen para revisarlas o postular después.</p>
      </EmptyState>
    );
  } else {
    lista = (
      <ListaTarjetas aria-label="Ofertas guardadas">
        {visibles.map((item) => (
          <li key={item.oferta.idOferta}>
            <OfertaGuardadaCard item={item} onQuitar={() => void quitar(item)} />
          </li>
        ))}
      </ListaTarjetas>
    );
  }

  return (
    <ContenidoArea>
      <PageTitle>Ofertas guardadas</PageTitle>
      {aviso ? <AvisoGuardadas aviso={aviso} onDeshacer={(item) => void deshacer(item)} /> : null}
      {lista}
      {data && !loading && data.cantidadPaginas > 1 ? (
        <Paginas aria-label="Páginas de ofertas guardadas">
          {pagina > 1 ? <Link to={enlacePagina(pagina - 1)}>Página anterior</Link> : <span />}
          <span>
            Página {pagina} de {data.cantidadPaginas}
          </span>
          {pagina < data.cantidadPaginas ? <Link to={enlacePagina(pagina + 1)}>Página siguiente</Link> : <span />}
        </Paginas>
      ) : null}
    </ContenidoArea>
  );
}
