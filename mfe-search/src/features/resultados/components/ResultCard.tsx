import type { OfertaResumen } from '@portal/shared/contract';
import { formatFecha, formatMoney, formatNumber } from '@portal/shared/format';
import { ofertaSegment } from '@portal/shared/routes';
import { theme } from '@portal/shared/ui';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { Highlight } from './Highlight';

const Card = styled.article`
  display: grid;
  gap: 0.25rem;
  padding: 1rem;
  border: 1px solid ${theme.color.border};
  border-radius: ${theme.radius};
  h2 { margin: 0; font-size: 1.125rem; }
  p { margin: 0; }
  mark { background: #fff0b3; color: inherit; }
`;

const Meta = styled.p`
  color: ${theme.color.textMuted};
`;

/** One search result: highlighted title and extract when the search had a keyword. */
export function ResultCard({ oferta, ofertaHref }: { oferta: OfertaResumen; ofertaHref: (segment: string) => string }) {
  const { ubicacion } = oferta;
  return (
    <Card>
      <h2>
        <Link to={ofertaHref(ofertaSegment(oferta))}>
          {oferta.nombreCargoDestacado ? <Highlight html={oferta.nombreCargoDestacado} /> : oferta.nombreCargo}
        </Link>
      </h2>
      <Meta>{oferta.nombreEmpresaFantasia}</Meta>
      <Meta>
        {ubicacion.nombreComuna}, {ubicacion.nombreRegion}
        {oferta.distanciaKm === undefined ? null : ` · a ${formatNumber(oferta.distanciaKm)} km`}
      </Meta>
      <p>{oferta.extractoDestacado ? <Highlight html={oferta.extractoDestacado} /> : oferta.extracto}</p>
      <Meta>
        Publicada el <time dateTime={oferta.fechaPublicacionFormatoIngles}>{formatFecha(oferta.fechaPublicacionFormatoIngles)}</time>
      </Meta>
      {oferta.mostrarSueldo && oferta.sueldo !== null ? <p>{formatMoney(oferta.sueldo, oferta.nombreMoneda)}</p> : null}
    </Card>
  );
}
