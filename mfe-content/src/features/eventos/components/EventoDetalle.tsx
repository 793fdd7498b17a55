import { calendarioEventoUrl } from '@portal/shared/api';
import type { Evento } from '@portal/shared/contract';
import { href, jsonForScript } from '@portal/shared/routes';
import { portalConfigAtom } from '@portal/shared/state';
import { ButtonLink, PageStack, PageTitle, SecondaryButtonLink, theme } from '@portal/shared/ui';
import { useAtomValue } from 'jotai';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { Prosa } from '../../../components/Prosa';
import { enlaceWeb, eventoJsonLd, horarioEvento, TIPO_EVENTO } from '../lib/evento';
import { Etiqueta } from './Etiqueta';

const Etiquetas = styled.p`
  display: flex;
  flex-wrap: wrap;
  gap: 0.5rem;
  margin: 0;
`;

const Datos = styled.dl`
  display: grid;
  gap: 0.75rem;
  margin: 0;
  padding: 1rem;
  background: ${theme.color.surface};
  border-radius: ${theme.radius};
  overflow-wrap: anywhere;
  @media (min-width: ${theme.breakpoint.tablet}) {
    grid-template-columns: max-content 1fr;
    column-gap: 1.5rem;
  }
  dt { font-weight: 600; }
  dd { margin: 0; }
`;

const Acciones = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: 1rem;
`;

/** One event: when (in Chile's time), where or its room link, who organises it, registration and calendar. */
export function EventoDetalle({ evento }: { evento: Evento }) {
  const { idDominio } = useAtomValue(portalConfigAtom);
  const inscripcion = enlaceWeb(evento.urlInscripcion);
  const sala = enlaceWeb(evento.urlOnline);
  return (
    <PageStack as="article" aria-labelledby="titulo-evento">
      <Etiquetas>
        <Etiqueta>{TIPO_EVENTO[evento.tipo]}</Etiqueta>
        {evento.finalizado ? <Etiqueta $apagada>Finalizado</Etiqueta> : null}
      </Etiquetas>
      <PageTitle id="titulo-evento">{evento.titulo}</PageTitle>
      <Datos>
        <dt>Cuándo</dt>
        <dd>
          <time dateTime={evento.inicio}>{horarioEvento(evento)}</time>
        </dd>
        <dt>Dónde</dt>
        {evento.lugar && evento.comuna ? (
          <dd>
            {evento.lugar.nombre}
            {evento.lugar.direccion ? `, ${evento.lugar.direccion}` : ''}, {evento.comuna.nombre}, {evento.comuna.region}
          </dd>
        ) : (
          <dd>
            En línea
            {sala && !evento.finalizado ? (
              <>
                {': '}
                <a href={sala} target="_blank" rel="noopener noreferrer" aria-label="enlace a la sala (se abre en una pestaña nueva)">
                  enlace a la sala
                </a>
              </>
            ) : null}
          </dd>
        )}
        <dt>Organiza</dt>
        <dd>{evento.organizador}</dd>
      </Datos>
      {evento.finalizado ? (
        <p>Este evento ya finalizó.</p>
      ) : (
        <Acciones>
          {inscripcion ? (
            <ButtonLink href={inscripcion} target="_blank" rel="noopener noreferrer" aria-label="Inscribirme (se abre en una pestaña nueva)">
              Inscribirme
            </ButtonLink>
          ) : null}
          <SecondaryButtonLink href={calendarioEventoUrl(evento.idEvento, idDominio)} download={`evento-${String(evento.idEvento)}.ics`}>
            Agregar a mi calendario
          </SecondaryButtonLink>
        </Acciones>
      )}
      <Prosa html={evento.descripcionHtml} />
      <p>
        <Link to={href('eventos')}>Ver todos los eventos</Link> · <Link to={href('informacionDelEvento')}>Cómo participar en los eventos</Link>
      </p>
      <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: jsonForScript(eventoJsonLd(evento)) }} />
    </PageStack>
  );
}
