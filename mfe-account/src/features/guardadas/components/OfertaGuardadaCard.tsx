import type { OfertaGuardadaItem } from '@portal/shared/contract';
import { regionCorta } from '@portal/shared/format';
import { href, ofertaSegment } from '@portal/shared/routes';
import { Fecha, SecondaryButton, VisuallyHidden } from '@portal/shared/ui';
import { Link } from 'react-router-dom';
import { AvisoOferta, DetalleOferta, TarjetaOferta } from '../../../components/TarjetaOferta';

/** One saved offer: opens in the saved-offers layout; an expired one says so. */
export function OfertaGuardadaCard({ item, onQuitar }: { item: OfertaGuardadaItem; onQuitar: () => void }) {
  const { oferta } = item;
  return (
    <TarjetaOferta>
      <h2>
        <Link to={href('ofertaGuardada', { oferta: ofertaSegment(oferta) })}>{oferta.nombreCargo}</Link>
      </h2>
      <DetalleOferta>
        {oferta.nombreEmpresaFantasia} · {oferta.ubicacion.nombreComuna}, {regionCorta(oferta.ubicacion.nombreRegion)}
      </DetalleOferta>
      {item.expirada ? <AvisoOferta>Oferta expirada: ya no recibe postulaciones.</AvisoOferta> : null}
      <p>Guardada el <Fecha iso={item.fechaGuardada} />.</p>
      <div>
        <SecondaryButton type="button" onClick={onQuitar}>
          Quitar de guardadas<VisuallyHidden> «{oferta.nombreCargo}»</VisuallyHidden>
        </SecondaryButton>
      </div>
    </TarjetaOferta>
  );
}
