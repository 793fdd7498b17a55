import { href, noticiaSegment, notFound, parseNoticiaParam } from '@portal/shared/routes';
import { LoadError, PageStack, Skeleton, SkeletonBlock } from '@portal/shared/ui';
import { Navigate, useParams } from 'react-router-dom';
import { useNoticia } from '../hooks/useNoticia';
import { NoticiaArticulo } from './NoticiaArticulo';

function NoticiaSkeleton() {
  return (
    <PageStack>
      <SkeletonBlock $height="2.5rem" $width="80%" />
      <SkeletonBlock $height="1rem" $width="50%" />
      <Skeleton lines={10} label="Cargando la noticia…" />
    </PageStack>
  );
}

function NoticiaContenido({ idNoticia, segment }: { idNoticia: number; segment: string }) {
  const state = useNoticia(idNoticia);
  if (state.status === 'notFound') notFound();
  if (state.status === 'loading') return <NoticiaSkeleton />;
  if (state.status === 'error') {
    return <LoadError message="No pudimos cargar la noticia. Revisa tu conexión e inténtalo nuevamente." onRetry={state.retry} />;
  }
  const canonical = noticiaSegment(state.data);
  if (segment !== canonical) return <Navigate replace to={href('noticia', { noticia: canonical })} />;
  return <NoticiaArticulo noticia={state.data} />;
}

/**
 * `/noticias/{idNoticia}-{slug}`: the article. A segment whose slug is not the article's (an old title, a typo,
 * none) moves to the right URL, replacing it in the history; an id that is no number or no article: 404.
 */
export function NoticiaPage() {
  const segment = useParams().noticia ?? '';
  const idNoticia = parseNoticiaParam(segment);
  if (idNoticia === null) notFound();
  return <NoticiaContenido key={idNoticia} idNoticia={idNoticia} segment={segment} />;
}
