import type { Noticia } from '@portal/shared/contract';
import { formatFecha } from '@portal/shared/format';
import { href, jsonForScript, noticiaSegment } from '@portal/shared/routes';
import { portalConfigAtom } from '@portal/shared/state';
import { ShareMenu } from '@portal/shared/compartir';
import { PageStack, PageTitle, theme } from '@portal/shared/ui';
import { useAtomValue } from 'jotai';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { Prosa } from '../../../components/Prosa';
import { noticiaJsonLd } from '../lib/noticia-json-ld';
import { NoticiaItem } from './NoticiaItem';

const Meta = styled.p`
  margin: -0.75rem 0 0;
  color: ${theme.color.textMuted};
`;

const Imagen = styled.img`
  width: 100%;
  max-width: 70ch;
  aspect-ratio: 16 / 9;
  object-fit: cover;
  border-radius: ${theme.radius};
`;

/** A box of its own (the article's grid would stretch the button), the networks on a row under it. */
const Compartir = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${theme.space[2]};
`;

const Relacionadas = styled.section`
  display: grid;
  gap: 1.5rem;
  padding-top: 1.5rem;
  border-top: 1px solid ${theme.color.border};
  > h2 { margin: 0; font-size: 1.375rem; }
`;

/** One article: title, category, date, author and reading time, its sanitised body, sharing and related news. */
export function NoticiaArticulo({ noticia }: { noticia: Noticia }) {
  const { nombre } = useAtomValue(portalConfigAtom);
  const path = href('noticia', { noticia: noticiaSegment(noticia) });
  return (
    <PageStack>
      <PageStack as="article" aria-labelledby="titulo-noticia">
        <PageTitle id="titulo-noticia">{noticia.titulo}</PageTitle>
        <Meta>
          <Link to={href('noticiasCategoria', { categoria: noticia.categoria.slug })}>{noticia.categoria.nombre}</Link>
          {' · '}
          <time dateTime={noticia.fechaPublicacion}>{formatFecha(noticia.fechaPublicacion)}</time>
          {' · '}
          Por {noticia.autor}
          {' · '}
          {noticia.minutosLectura === 1 ? '1 minuto de lectura' : `${String(noticia.minutosLectura)} minutos de lectura`}
        </Meta>
        {noticia.urlImagen ? <Imagen src={noticia.urlImagen} alt="" /> : null}
        <Prosa html={noticia.cuerpoHtml} />
        <Compartir>
          <ShareMenu etiqueta="Compartir noticia" titulo={noticia.titulo} url={path} />
        </Compartir>
        <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: jsonForScript(noticiaJsonLd(noticia, nombre)) }} />
      </PageStack>
      {noticia.relacionadas.length > 0 ? (
        <Relacionadas aria-labelledby="noticias-relacionadas">
          <h2 id="noticias-relacionadas">Noticias relacionadas</h2>
          {noticia.relacionadas.map((relacionada) => (
            <NoticiaItem key={relacionada.idNoticia} noticia={relacionada} headingLevel={3} />
          ))}
        </Relacionadas>
      ) : null}
    </PageStack>
  );
}
