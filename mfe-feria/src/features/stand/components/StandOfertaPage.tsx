import { href, parseOfertaParam } from '@portal/shared/routes';
import { LoadError, PageStack, SkeletonBlock } from '@portal/shared/ui';
import { Link, useParams } from 'react-router-dom';
import { RemoteWidget } from '../../../components/RemoteWidget';
import { hrefStand } from '../../../components/EmpresaCard';
import { useStand } from '../hooks/useStand';
import { StandHeader } from './StandHeader';

interface OfferDetailProps {
  idOferta: number;
}

/**
 * `/pabellon/{nombrepabellon}/stand/{stand}/trabajo/{oferta}`: an offer opened from the stand, rendered by
 * mfe-search's `./OfferDetail` (apply, save, share as on the offer's own page), under the stand's company.
 */
export function StandOfertaPage() {
  const idOferta = parseOfertaParam(useParams().oferta ?? '') ?? 0;
  const { data: stand, error, retry } = useStand();
  let cabecera;
  // The offer's title is the page's h1 (inside the widget): the company is a line above it.
  if (stand) cabecera = <StandHeader stand={stand} nivel="p" />;
  else if (error) cabecera = <LoadError message="No pudimos cargar el stand de la empresa." onRetry={retry} />;
  else cabecera = <SkeletonBlock $height="100px" />;
  return (
    <PageStack>
      <p>{stand ? <Link to={hrefStand(stand)}>Volver al stand de {stand.nombreEmpresa}</Link> : <Link to={href('feriaHome')}>Volver a la feria</Link>}</p>
      {cabecera}
      <RemoteWidget<OfferDetailProps>
        id="mfe_search/OfferDetail"
        exportName="OfferDetail"
        props={{ idOferta }}
        fallback={
          <p role="status">
            No pudimos mostrar la oferta aquí. <Link to={href('oferta', { oferta: String(idOferta) })}>Ver la oferta en su página</Link>
          </p>
        }
        loading={{ lines: 8, label: 'Cargando la oferta…' }}
      />
    </PageStack>
  );
}

