import { formatFecha } from '@portal/shared/format';
import { notFound } from '@portal/shared/routes';
import { LoadError, PageStack, PageTitle, Skeleton, theme } from '@portal/shared/ui';
import styled from 'styled-components';
import { Prosa } from '../../../components/Prosa';
import { usePagina } from '../hooks/usePagina';
import { Preguntas } from './Preguntas';

const Actualizada = styled.p`
  margin: -0.75rem 0 0;
  color: ${theme.color.textMuted};
  font-size: 0.9rem;
`;

/**
 * A CMS page of the portal (`/page/{page}`, the legal pages): its title, its sanitised HTML and its questions.
 * A page the portal does not have is the shell's 404 page.
 */
export function PaginaContenido({ slug }: { slug: string }) {
  const state = usePagina(slug);
  if (state.status === 'notFound') notFound();
  if (state.status === 'loading') {
    return (
      <PageStack>
        <Skeleton lines={10} label="Cargando la página…" />
      </PageStack>
    );
  }
  if (state.status === 'error') {
    return <LoadError message="No pudimos cargar esta página. Revisa tu conexión e inténtalo nuevamente." onRetry={state.retry} />;
  }
  const { data: pagina } = state;
  return (
    <PageStack as="article" aria-labelledby="titulo-pagina">
      <PageTitle id="titulo-pagina">{pagina.titulo}</PageTitle>
      <Actualizada>
        Actualizada el <time dateTime={pagina.actualizada}>{formatFecha(pagina.actualizada)}</time>
      </Actualizada>
      <Prosa html={pagina.html} />
      <Preguntas secciones={pagina.secciones} />
    </PageStack>
  );
}
