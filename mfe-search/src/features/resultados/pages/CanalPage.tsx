import { href, parseIdParam } from '@portal/shared/routes';
import { canalesAtom } from '@portal/shared/state';
import { useAtomValue } from 'jotai';
import { useCallback } from 'react';
import { useParams } from 'react-router-dom';
import { ResultadosPage } from '../components/ResultadosPage';

/** `/canal/{idCanal}`: the offers of one channel. */
export function CanalPage() {
  const segment = useParams().idCanal ?? '';
  const idCanal = parseIdParam(segment);
  // The same function while the segment stays: the cards (memoised) are not rendered again with each URL.
  const ofertaHref = useCallback((oferta: string) => href('canalOferta', { idCanal: segment, oferta }), [segment]);
  const canal = useAtomValue(canalesAtom).find((item) => item.idCanal === idCanal);
  return (
    <ResultadosPage
      key={segment}
      heading={canal ? `Ofertas de empleo de ${canal.nombre}` : 'Ofertas de empleo del canal'}
      base={{ idCanales: String(idCanal) }}
      ofertaHref={ofertaHref}
    />
  );
}
