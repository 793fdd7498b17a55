import type { NoticiaResumen } from '@portal/shared/contract';
import { formatFecha } from '@portal/shared/format';
import { theme } from '@portal/shared/ui';
import { useId } from 'react';
import styled from 'styled-components';

const Article = styled.article`
  display: grid;
  gap: 1rem;
  padding-bottom: 1.5rem;
  border-bottom: 1px solid ${theme.color.border};
  @media (min-width: ${theme.breakpoint.tablet}) {
    grid-template-columns: 16rem 1fr;
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

const Title = styled.h2`
  margin: 0;
  font-size: 1.25rem;
  line-height: 1.3;
`;

const Meta = styled.p`
  margin: 0;
  color: ${theme.color.textMuted};
  font-size: 0.9rem;
`;

const Summary = styled.p`
  margin: 0;
`;

/** One news item of the list. Titles link to the news page once it exists (a later issue). */
export function NewsItem({ noticia }: { noticia: NoticiaResumen }) {
  const titleId = useId();
  return (
    <Article aria-labelledby={titleId}>
      {noticia.urlImagen ? <Image src={noticia.urlImagen} alt={noticia.titulo} loading="lazy" /> : null}
      <Body>
        <Title id={titleId}>{noticia.titulo}</Title>
        <Meta>
          <time dateTime={noticia.fechaPublicacion}>{formatFecha(noticia.fechaPublicacion)}</time>
          {' · '}
          {noticia.categoria.nombre}
        </Meta>
        <Summary>{noticia.resumen}</Summary>
      </Body>
    </Article>
  );
}
