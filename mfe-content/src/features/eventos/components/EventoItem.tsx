import type { EventoResumen } from '@portal/shared/contract';
import { diaYMesEnChile } from '@portal/shared/format';
import { eventoSegment, href } from '@portal/shared/routes';
import { Card, SkeletonBlock, SkeletonLine, theme } from '@portal/shared/ui';
import { useId } from 'react';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { TituloItem } from '../../../components/TituloItem';
import { horarioEvento, lugarEvento, TIPO_EVENTO } from '../lib/evento';
import { Etiqueta } from './Etiqueta';

/** The kit's Card: the day as a calendar leaf beside the event's lines. */
const Article = styled(Card).attrs({ as: 'article' })`
  grid-template-columns: 3.5rem minmax(0, 1fr);
  gap: ${theme.space[2]} ${theme.space[4]};
  align-items: start;
  & > :not(:first-child) { grid-column: 2; }
  & > :first-child { grid-row: 1 / span 4; }
`;

/** The first day, as a leaf: decorative, the full date is in the lines beside it. */
const Hoja = styled.div`
  display: grid;
  place-items: center;
  width: 3.5rem;
  height: 3.5rem;
  border: 1px solid ${theme.color.border};
  border-top: 6px solid ${theme.color.primary};
  border-radius: ${theme.radius};
  background: ${theme.color.surface};
  line-height: 1.1;
  text-align: center;
  strong { font-size: ${theme.text.lg}; }
  span { color: ${theme.color.textMuted}; font-size: ${theme.text.xs}; text-transform: uppercase; }
`;

const Etiquetas = styled.p`
  display: flex;
  flex-wrap: wrap;
  gap: 0.5rem;
  margin: 0;
  min-height: 1.75rem;
`;

const Datos = styled.p`
  margin: 0;
  color: ${theme.color.textMuted};
  line-height: 1.5;
`;

const Resumen = styled.p`
  margin: 0;
`;

function HojaDeCalendario({ iso }: { iso: string }) {
  const { dia, mes } = diaYMesEnChile(iso);
  return (
    <Hoja aria-hidden="true">
      <strong>{dia}</strong>
      <span>{mes}</span>
    </Hoja>
  );
}

/** One event of the list: type, title linking to its page, date and time in Chile, place, summary. */
export function EventoItem({ evento }: { evento: EventoResumen }) {
  const titleId = useId();
  return (
    <Article aria-labelledby={titleId}>
      <HojaDeCalendario iso={evento.inicio} />
      <Etiquetas>
        <Etiqueta>{TIPO_EVENTO[evento.tipo]}</Etiqueta>
        {evento.finalizado ? <Etiqueta $apagada>Finalizado</Etiqueta> : null}
      </Etiquetas>
      <TituloItem id={titleId}>
        <Link to={href('evento', { evento: eventoSegment(evento) })}>{evento.titulo}</Link>
      </TituloItem>
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
      <SkeletonBlock $height="3.5rem" $width="3.5rem" />
      <SkeletonBlock $height="1.75rem" $width="6rem" />
      <SkeletonLine height="1.95rem" width="70%" barHeight="1.25rem" />
      <SkeletonLine height="3rem" width="85%" />
      <SkeletonLine height="3rem" width="100%" />
    </Article>
  );
}
