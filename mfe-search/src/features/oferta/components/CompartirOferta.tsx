import { acortarUrl } from '@portal/shared/api';
import type { Oferta } from '@portal/shared/contract';
import { href, ofertaSegment } from '@portal/shared/routes';
import { ShareMenu } from '@portal/shared/compartir';

type OfertaCompartida = Pick<Oferta, 'idOferta' | 'nombreCargo' | 'nombreEmpresaFantasia'>;

/** The api's short links (/e/{codigo}), which redirect to the tagged offer and count each click. */
const acortar = (url: string, signal: AbortSignal) => acortarUrl(url, signal).then(({ urlCorta }) => urlCorta);

/** «Compartir oferta»: the kit's ShareMenu with the offer's title, its URL and a short link per network. */
export function CompartirOferta({ oferta }: { oferta: OfertaCompartida }) {
  return (
    <ShareMenu
      etiqueta="Compartir oferta"
      titulo={`${oferta.nombreCargo} en ${oferta.nombreEmpresaFantasia}`}
      url={href('oferta', { oferta: ofertaSegment(oferta) })}
      acortar={acortar}
    />
  );
}
