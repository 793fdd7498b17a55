import { puedeRetirarse, type PostulacionCandidato } from '@portal/shared/contract';
import { regionCorta } from '@portal/shared/format';
import { href, ofertaSegment } from '@portal/shared/routes';
import { useEffect, useRef } from 'react';
import { Link } from 'react-router-dom';
import { AvisoOferta, DetalleOferta, TarjetaOferta } from '../../../components/TarjetaOferta';
import { LineaDeTiempo } from './LineaDeTiempo';
import { RetirarPostulacion } from './RetirarPostulacion';
import { Fecha } from '@portal/shared/ui';

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
    <TarjetaOferta aria-labelledby={`postulacion-${postulacion.idPostulacion}`}>
      <h2 id={`postulacion-${postulacion.idPostulacion}`}>
        <Link to={href('oferta', { oferta: ofertaSegment(oferta) })}>{oferta.nombreCargo}</Link>
      </h2>
      <DetalleOferta>
        {oferta.nombreEmpresaFantasia} · {oferta.ubicacion.nombreComuna}, {regionCorta(oferta.ubicacion.nombreRegion)}
      </DetalleOferta>
      <p>Postulaste el <Fecha iso={postulacion.fecha} />.</p>
      {oferta.expirada ? <AvisoOferta>Esta oferta expiró y ya no recibe postulaciones.</AvisoOferta> : null}
      {postulacion.retirada ? (
        <AvisoOferta ref={aviso} tabIndex={-1}>
          Retiraste esta postulación el <Fecha iso={postulacion.retirada} />.
        </AvisoOferta>
      ) : null}
      <LineaDeTiempo postulacion={postulacion} />
      {puedeRetirarse(postulacion) ? <RetirarPostulacion postulacion={postulacion} onRetirada={onRetirada} /> : null}
    </TarjetaOferta>
  );
}
