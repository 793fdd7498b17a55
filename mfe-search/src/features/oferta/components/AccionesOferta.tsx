import type { EstadoPostulacion, Oferta } from '@portal/shared/contract';
import { Alert, Button, ButtonLink, SecondaryButton, theme } from '@portal/shared/ui';
import styled from 'styled-components';
import { GuardarOfertaButton } from '../../../components/GuardarOfertaButton';
import { CompartirOferta } from './CompartirOferta';

const PHONE = `(max-width: ${String(parseFloat(theme.breakpoint.tablet) - 0.02)}px)`;

/**
 * One row: "Postular" first, then "Guardar oferta" and "Compartir oferta". On a phone the row is a bar at
 * the bottom of the screen: "Postular" takes the width and the other two keep only their icons (their
 * aria-label, the same words as their text, still names them).
 */
const Bar = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: 0.5rem 0.75rem;
  @media ${PHONE} {
    gap: 0.5rem;
    & > :first-child:is(button, a) { flex: 1; }
    & > [role='status'] { flex: 1; margin: 0; }
    /* «Compartir oferta» sits in ShareMenu's box-less wrapper, a div. */
    & > button:not(:first-child), & > div > button { padding-inline: 0.625rem; }
    /* Beside «Postulación rápida» the full form's «Postular» has no room on a phone: it takes a row below. */
    & > [data-formulario-completo] { order: 1; flex-basis: 100%; }
    [data-etiqueta] { display: none; }
  }
`;

interface Props {
  oferta: Oferta;
  /** undefined while loading; null for a visitor. */
  estado: EstadoPostulacion | null | undefined;
  formularioAbierto: boolean;
  onPostular: () => void;
  /** Quick apply (usePostulacionRapida), on an offer that takes it; null on any other. */
  rapida: { enviando: boolean; error: string | null; onPostular: () => void } | null;
}

/**
 * The offer's one action group: "Postular" (or the employer's site, or "Ya postulaste…"), save, share. An
 * offer that takes quick apply puts "Postulación rápida" first and "Postular" (the full form) after it.
 */
export function AccionesOferta({ oferta, estado, formularioAbierto, onPostular, rapida }: Props) {
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
        onClick={() => void import('../lib/api-postulacion').then((api) => api.registrarClicExterno(oferta.idOferta)).catch(() => undefined)}
      >
        Postular en el sitio de la empresa
      </ButtonLink>
    );
  } else if (activa && !formularioAbierto && rapida) {
    postular = (
      <>
        <Button type="button" disabled={estado === undefined || rapida.enviando} onClick={rapida.onPostular}>
          {rapida.enviando ? 'Enviando…' : 'Postulación rápida'}
        </Button>
        <SecondaryButton type="button" data-formulario-completo disabled={estado === undefined || rapida.enviando} onClick={onPostular}>
          Postular
        </SecondaryButton>
      </>
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
      {rapida?.error ? <Alert>{rapida.error}</Alert> : null}
      <Bar role="group" aria-label="Acciones de la oferta">
        {postular}
        {/* An expired offer can only be unsaved, never saved anew, and is not shared. */}
        {activa || oferta.guardada ? <GuardarOfertaButton idOferta={oferta.idOferta} guardada={oferta.guardada} /> : null}
        {activa ? <CompartirOferta oferta={oferta} /> : null}
      </Bar>
    </>
  );
}
