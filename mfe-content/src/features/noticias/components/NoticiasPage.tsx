import type { ListaNoticias } from '@portal/shared/contract';
import { LoadError, PageStack, PageTitle, Skeleton } from '@portal/shared/ui';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { useNews } from '../hooks/useNews';
import { NewsItem } from './NewsItem';
import { NewsPagination, noticiasPageHref } from './NewsPagination';

const List = styled.div`
  display: grid;
  gap: 1.5rem;
`;

function NewsList({ lista }: { lista: ListaNoticias }) {
  if (lista.noticias.length === 0) {
    return lista.paginaActual > 1 ? (
      <p>
        No hay noticias en esta página. <Link to={noticiasPageHref(1)}>Ir a la primera página</Link>.
      </p>
    ) : (
      <p>Aún no hay noticias publicadas. Vuelve pronto.</p>
    );
  }
  return (
    <>
      <List>
        {lista.noticias.map((noticia) => (
          <NewsItem key={noticia.idNoticia} noticia={noticia} />
        ))}
      </List>
      {lista.cantidadPaginas > 1 ? <NewsPagination paginaActual={lista.paginaActual} cantidadPaginas={lista.cantidadPaginas} /> : null}
    </>
  );
}

/** `/noticias`: the news list, a page at a time (`?pagina=`). */
export function NoticiasPage() {
  const { data, error, loading, retry } = useNews();
  let content;
  if (loading) content = <Skeleton lines={8} label="Cargando noticias…" />;
  else if (error || !data) content = <LoadError message="No pudimos cargar las noticias. Revisa tu conexión e inténtalo nuevamente." onRetry={retry} />;
  else content = <NewsList lista={data} />;

  return (
    <PageStack>
      <PageTitle>Noticias</PageTitle>
      {content}
    </PageStack>
  );
}
