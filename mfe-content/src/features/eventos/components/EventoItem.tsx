import type { EventoResumen } from '@portal/shared/contract';
import { eventoSegment, href } from '@portal/shared/routes';
import { SkeletonBlock, SkeletonLine, theme } from '@portal/shared/ui';
import { useId } from 'react';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { horarioEvento, lugarEvento, TIPO_EVENTO } from '../lib/evento';
import { Etiqueta } from './Etiqueta';

const Article = styled.article`
  display: grid;
  gap: 0.5rem;
  padding-bottom: 1.5rem;
  border-bottom: 1px solid ${theme.color.border};
`;

const Etiquetas = styled.p`
  display: flex;
  flex-wrap: wrap;
  gap: 0.5rem;
  margin: 0;
  min-height: 1.75rem;
`;

const Title = styled.h2`
  margin: 0;
  font-size: 1.25rem;
  line-height: 1.3;
  a { display: inline-block; padding: 0.125rem 0; }
`;

const Datos = styled.p`
  margin: 0;
  color: ${theme.color.textMuted};
  line-height: 1.5;
`;

const Resumen = styled.p`
  margin: 0;
`;

/** One event of the list: type, title linking to its page, date and time in Chile, place, summary. */
export function EventoItem({ evento }: { evento: EventoResumen }) {
  const titleId = useId();
  return (
    <Article aria-labelledby={titleId}>
      <Etiquetas>
        <Etiqueta>{TIPO_EVENTO[evento.tipo]}</Etiqueta>
        {evento.finalizado ? <Etiqueta $apagada>Finalizado</Etiqueta> : null}
      </Etiquetas>
      <Title id={titleId}>
        <Link to={href('evento', { evento: eventoSegment(evento) })}>{evento.titulo}</Link>
      </Title>
      <Datos>
        <time dateTime={evento.inicio}>{horarioEvento(evento)}</time>
        <br />
        {lugarEvento(evento)} · Organiza {evento.organizador}
      </Datos>
      <Resumen>{evento.resumen}</Resumen>
    </Article>
  );
}

/** An event of the list while it loads, as tall as one with a two-line summary. */
export function EventoItemSkeleton() {
  return (
    <Article aria-hidden="true">
      <SkeletonBlock $height="1.75rem" $width="6rem" />
      <SkeletonLine height="1.95rem" width="70%" barHeight="1.25rem" />
      <SkeletonLine height="3rem" width="85%" />
      <SkeletonLine height="3rem" width="100%" />
    </Article>
  );
}
