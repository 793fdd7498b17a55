import type { NoticiaResumen } from '@portal/shared/contract';
import { formatFecha } from '@portal/shared/format';
import { href, noticiaSegment } from '@portal/shared/routes';
import { Card, theme } from '@portal/shared/ui';
import { useId } from 'react';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { TituloItem } from '../../../components/TituloItem';

/** The kit's Card: the picture at the top on a phone, beside the text from a tablet up. */
const Article = styled(Card).attrs({ as: 'article' })`
  gap: ${theme.space[3]} ${theme.space[5]};
  @media (min-width: ${theme.breakpoint.tablet}) {
    grid-template-columns: 14rem 1fr;
    align-items: start;
  }
`;

const Image = styled.img`
  width: 100%;
  aspect-ratio: 16 / 9;
  object-fit: cover;
  border-radius: ${theme.radius};
  @media (min-width: ${theme.breakpoint.tablet}) {
    grid-column: 1;
  }
`;

const Body = styled.div`
  display: grid;
  gap: 0.5rem;
  @media (min-width: ${theme.breakpoint.tablet}) {
    grid-column: 2;
  }
`;

const Meta = styled.p`
  margin: 0;
  color: ${theme.color.textMuted};
  font-size: ${theme.text.sm};
`;

/** Three lines at most: the article says the rest. */
const Summary = styled.p`
  display: -webkit-box;
  margin: 0;
  overflow: hidden;
  -webkit-box-orient: vertical;
  -webkit-line-clamp: 3;
`;

/**
 * One news item of a list: its title links to the article, its category to the category's list. `headingLevel`:
 * 3 under a section's h2 (related news).
 */
export function NoticiaItem({ noticia, headingLevel = 2 }: { noticia: NoticiaResumen; headingLevel?: 2 | 3 }) {
  const titleId = useId();
  return (
    <Article aria-labelledby={titleId}>
      {noticia.urlImagen ? <Image src={noticia.urlImagen} alt="" loading="lazy" /> : null}
      <Body>
        <TituloItem as={`h${String(headingLevel)}` as 'h2' | 'h3'} id={titleId}>
          <Link to={href('noticia', { noticia: noticiaSegment(noticia) })}>{noticia.titulo}</Link>
        </TituloItem>
        <Meta>
          <time dateTime={noticia.fechaPublicacion}>{formatFecha(noticia.fechaPublicacion)}</time>
          {' · '}
          <Link to={href('noticiasCategoria', { categoria: noticia.categoria.slug })}>{noticia.categoria.nombre}</Link>
        </Meta>
        <Summary>{noticia.resumen}</Summary>
      </Body>
    </Article>
  );
}
