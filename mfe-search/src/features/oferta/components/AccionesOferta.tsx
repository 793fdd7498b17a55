import { registrarClicExterno } from '@portal/shared/api';
import type { EstadoPostulacion, Oferta } from '@portal/shared/contract';
import { Alert, Button, ButtonLink } from '@portal/shared/ui';
import styled from 'styled-components';
import { GuardarOfertaButton } from '../../../components/GuardarOfertaButton';

const Bar = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: 0.75rem;
`;

interface Props {
  oferta: Oferta;
  /** undefined while loading; null for a visitor. */
  estado: EstadoPostulacion | null | undefined;
  formularioAbierto: boolean;
  onPostular: () => void;
}

/** "Postular" (or the employer's site, or "Ya postulaste…") beside "Guardar oferta". */
export function AccionesOferta({ oferta, estado, formularioAbierto, onPostular }: Props) {
  const activa = oferta.estadoOferta === 'ACTIVA';
  let postular = null;
  if (activa && estado?.postulado) {
    postular = <Alert tone="info">Ya postulaste a esta oferta.</Alert>;
  } else if (activa && oferta.linkPostulacionExterno) {
    postular = (
      <ButtonLink
        href={oferta.linkPostulacionExterno}
        target="_blank"
        rel="noopener noreferrer"
        // Counted without waiting: the employer's site opens at once in the new tab.
        onClick={() => void registrarClicExterno(oferta.idOferta).catch(() => undefined)}
      >
        Postular en el sitio de la empresa
      </ButtonLink>
    );
  } else if (activa && !formularioAbierto) {
    postular = (
      <Button type="button" disabled={estado === undefined} onClick={onPostular}>
        Postular
      </Button>
    );
  }
  const soloInstituciones = activa && oferta.postulacionValidaInstitucion && oferta.instituciones.length > 0;
  return (
    <>
      {soloInstituciones ? (
        <p>Esta oferta es solo para estudiantes y titulados de: {oferta.instituciones.map((i) => i.nombre).join(', ')}.</p>
      ) : null}
      <Bar>
        {postular}
        {/* An expired offer can only be unsaved, never saved anew. */}
        {activa || oferta.guardada ? <GuardarOfertaButton idOferta={oferta.idOferta} guardada={oferta.guardada} /> : null}
      </Bar>
    </>
  );
}
