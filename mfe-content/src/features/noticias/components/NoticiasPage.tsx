import type { ListaNoticias } from '@portal/shared/contract';
import { notFound } from '@portal/shared/routes';
import { LoadError, PageStack, PageTitle, Skeleton } from '@portal/shared/ui';
import { Link, useParams } from 'react-router-dom';
import styled from 'styled-components';
import { useNoticias } from '../hooks/useNoticias';
import { NoticiaItem } from './NoticiaItem';
import { NoticiasPagination, noticiasPageHref } from './NoticiasPagination';

const List = styled.div`
  display: grid;
  gap: 1rem;
`;

function NewsList({ lista, categoria }: { lista: ListaNoticias; categoria?: string }) {
  if (lista.noticias.length === 0) {
    return lista.paginaActual > 1 ? (
      <p>
        No hay noticias en esta página. <Link to={noticiasPageHref(1, categoria)}>Ir a la primera página</Link>.
      </p>
    ) : (
      <p>Aún no hay noticias publicadas. Vuelve pronto.</p>
    );
  }
  return (
    <>
      <List>
        {lista.noticias.map((noticia) => (
          <NoticiaItem key={noticia.idNoticia} noticia={noticia} />
        ))}
      </List>
      {lista.cantidadPaginas > 1 ? <NoticiasPagination paginaActual={lista.paginaActual} cantidadPaginas={lista.cantidadPaginas} categoria={categoria} /> : null}
    </>
  );
}

/** A news list, a page at a time (`?pagina=`): every news item, or a category's. */
function Noticias({ categoria }: { categoria?: string }) {
  const { data, error, loading, retry } = useNoticias(categoria);
  // A category without a single news item is no category: the 404 page.
  if (categoria && data && !loading && data.cantidadRegistros === 0) notFound();
  let content;
  if (loading) content = <Skeleton lines={8} label="Cargando noticias…" />;
  else if (error || !data) content = <LoadError message="No pudimos cargar las noticias. Revisa tu conexión e inténtalo nuevamente." onRetry={retry} />;
  else content = <NewsList lista={data} categoria={categoria} />;
  const nombreCategoria = categoria && !loading ? data?.noticias[0]?.categoria.nombre : undefined;

  return (
    <PageStack>
      <PageTitle>{nombreCategoria ? `Noticias: ${nombreCategoria}` : 'Noticias'}</PageTitle>
      {content}
    </PageStack>
  );
}

/** `/noticias`: every news item. */
export function NoticiasPage() {
  return <Noticias />;
}

/** `/noticias/categoria/{categoria}`: the news of one category (the router has checked the slug's shape). */
export function NoticiasCategoriaPage() {
  const categoria = useParams().categoria ?? '';
  return <Noticias key={categoria} categoria={categoria} />;
}
