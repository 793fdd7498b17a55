import type { PreguntaReclutador } from '@portal/shared/contract';
import { href, ofertaSegment } from '@portal/shared/routes';
import { Fecha, FechaRelativa, theme } from '@portal/shared/ui';
import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { DetalleOferta, TarjetaOferta } from '../../../components/TarjetaOferta';

const Pregunta = styled.blockquote`
  margin: 0;
  padding: 0.75rem 1rem;
  border-left: 4px solid ${theme.color.primary};
  background: ${theme.color.surface};
  font-size: 1.0625rem;
`;

const Tarjeta = styled(TarjetaOferta)`
  h3 { margin: 0; font-size: 1.125rem; }
`;

const Respuesta = styled.div`
  display: grid;
  gap: 0.25rem;
  strong { font-weight: 700; }
  p { white-space: pre-wrap; overflow-wrap: anywhere; }
`;

interface Props {
  pregunta: PreguntaReclutador;
  /** The heading level of the card's title: h2 alone on its page, h3 under a list's section heading. */
  titulo: 'h2' | 'h3';
  /** What follows the question: a link to answer it, or the answer form. */
  children?: ReactNode;
}

/** A recruiter's question: the offer it is about, when it came, the question and, once given, the answer. */
export function PreguntaTarjeta({ pregunta, titulo: Titulo, children }: Props) {
  const { oferta } = pregunta.postulacion;
  const idTitulo = `pregunta-${pregunta.idPregunta}`;
  return (
    <Tarjeta aria-labelledby={idTitulo}>
      <Titulo id={idTitulo}>
        Pregunta sobre tu postulación a <Link to={href('oferta', { oferta: ofertaSegment(oferta) })}>{oferta.nombreCargo}</Link>
      </Titulo>
      <DetalleOferta>
        {oferta.nombreEmpresaFantasia} · Recibida <FechaRelativa iso={pregunta.enviada} antesDeFecha="el " />
      </DetalleOferta>
      <Pregunta>{pregunta.pregunta}</Pregunta>
      {pregunta.respuesta !== null && pregunta.respondida !== null ? (
        <Respuesta>
          <strong>Tu respuesta</strong>
          <p>{pregunta.respuesta}</p>
          <DetalleOferta>Respondiste el <Fecha iso={pregunta.respondida} />.</DetalleOferta>
        </Respuesta>
      ) : null}
      {children}
    </Tarjeta>
  );
}
