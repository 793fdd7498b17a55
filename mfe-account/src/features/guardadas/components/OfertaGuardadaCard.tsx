import type { OfertaGuardadaItem } from '@portal/shared/contract';
import { formatFecha } from '@portal/shared/format';
import { href, ofertaSegment } from '@portal/shared/routes';
import { SecondaryButton, theme, VisuallyHidden } from '@portal/shared/ui';
import { Link } from 'react-router-dom';
import styled from 'styled-components';

const Tarjeta = styled.article`
  display: grid;
  gap: 0.5rem;
  padding: 1rem;
  border: 1px solid ${theme.color.border};
  border-radius: ${theme.radius};
  h2 { margin: 0; font-size: 1.125rem; }
  p { margin: 0; }
`;

const Detalle = styled.p`
  color: ${theme.color.textMuted};
`;

const Expirada = styled.p`
  font-weight: 600;
  color: ${theme.color.warning};
`;

/** One saved offer: opens in the saved-offers layout; an expired one says so. */
export function OfertaGuardadaCard({ item, onQuitar }: { item: OfertaGuardadaItem; onQuitar: () => void }) {
  const { oferta } = item;
  return (
    <Tarjeta>
      <h2>
        <Link to={href('ofertaGuardada', { oferta: ofertaSegment(oferta) })}>{oferta.nombreCargo}</Link>
      </h2>
      <Detalle>
        {oferta.nombreEmpresaFantasia} · {oferta.ubicacion.nombreComuna}, {oferta.ubicacion.nombreRegion}
      </Detalle>
      {item.expirada ? <Expirada>Oferta expirada: ya no recibe postulaciones.</Expirada> : null}
      <p>Guardada el {formatFecha(item.fechaGuardada)}.</p>
      <div>
        <SecondaryButton type="button" onClick={onQuitar}>
          Quitar de guardadas<VisuallyHidden> «{oferta.nombreCargo}»</VisuallyHidden>
        </SecondaryButton>
      </div>
    </Tarjeta>
  );
}
