import { href, noticiaSegment, parseNoticiaParam } from '@portal/shared/routes';
import { PageStack, Skeleton, SkeletonBlock } from '@portal/shared/ui';
import { PaginaDeElemento } from '../../../components/PaginaDeElemento';
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

/** `/noticias/{idNoticia}-{slug}`: the article, its URL kept canonical (see PaginaDeElemento). */
export function NoticiaPage() {
  return (
    <PaginaDeElemento parametro="noticia" leerId={parseNoticiaParam} useElemento={useNoticia} segmento={noticiaSegment} ruta={(noticia) => href('noticia', { noticia })}
      esqueleto={<NoticiaSkeleton />} error="No pudimos cargar la noticia. Revisa tu conexión e inténtalo nuevamente.">
      {(noticia) => <NoticiaArticulo noticia={noticia} />}
    </PaginaDeElemento>
  );
}
