import { puedeRetirarse, type PostulacionCandidato } from '@portal/shared/contract';
import { formatFecha } from '@portal/shared/format';
import { href, ofertaSegment } from '@portal/shared/routes';
import { theme } from '@portal/shared/ui';
import { useEffect, useRef } from 'react';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { LineaDeTiempo } from './LineaDeTiempo';
import { RetirarPostulacion } from './RetirarPostulacion';

const Tarjeta = styled.article`
  display: grid;
  gap: 0.75rem;
  padding: 1rem;
  border: 1px solid ${theme.color.border};
  border-radius: ${theme.radius};
  h2 { margin: 0; font-size: 1.125rem; }
  p { margin: 0; }
`;

const Detalle = styled.p`
  color: ${theme.color.textMuted};
`;

const Aviso = styled.p`
  font-weight: 600;
  color: ${theme.color.warning};
`;

interface Props {
  postulacion: PostulacionCandidato;
  onRetirada: (postulacion: PostulacionCandidato) => void;
  /** Just withdrawn here: the notice takes the focus the dialog's button had. */
  recienRetirada?: boolean;
}

/** One application: its offer, when it was sent, its timeline, and what the candidate can still do. */
export function PostulacionItem({ postulacion, onRetirada, recienRetirada = false }: Props) {
  const { oferta } = postulacion;
  const aviso = useRef<HTMLParagraphElement>(null);
  useEffect(() => {
    if (recienRetirada) aviso.current?.focus();
  }, [recienRetirada]);

  return (
    <Tarjeta aria-labelledby={`postulacion-${postulacion.idPostulacion}`}>
      <h2 id={`postulacion-${postulacion.idPostulacion}`}>
        <Link to={href('oferta', { oferta: ofertaSegment(oferta) })}>{oferta.nombreCargo}</Link>
      </h2>
      <Detalle>
        {oferta.nombreEmpresaFantasia} · {oferta.ubicacion.nombreComuna}, {oferta.ubicacion.nombreRegion}
      </Detalle>
      <p>Postulaste el {formatFecha(postulacion.fecha)}.</p>
      {oferta.expirada ? <Aviso>Esta oferta expiró y ya no recibe postulaciones.</Aviso> : null}
      {postulacion.retirada ? (
        <Aviso ref={aviso} tabIndex={-1}>
          Retiraste esta postulación el {formatFecha(postulacion.retirada)}.
        </Aviso>
      ) : null}
      <LineaDeTiempo postulacion={postulacion} />
      {puedeRetirarse(postulacion) ? <RetirarPostulacion postulacion={postulacion} onRetirada={onRetirada} /> : null}
    </Tarjeta>
  );
}
