import type { OfertaResumen } from '@portal/shared/contract';
import { formatMoney, formatNumber } from '@portal/shared/format';
import { href, ofertaSegment } from '@portal/shared/routes';
import { FechaRelativa, theme } from '@portal/shared/ui';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { GuardarOfertaButton } from './GuardarOfertaButton';
import { Highlight } from './Highlight';

/** The box of an offer in a list, also the shape of its skeleton. */
export const Card = styled.article`
  display: grid;
  gap: 0.25rem;
  padding: 1rem;
  border: 1px solid ${theme.color.border};
  border-radius: ${theme.radius};
  background: ${theme.color.background};
  mark { background: #fff0b3; color: inherit; }
`;

const Title = styled.h3`
  margin: 0;
  font-size: 1.125rem;
  a { text-decoration: none; }
  a:hover { text-decoration: underline; }
`;

const Meta = styled.p`
  margin: 0;
  color: ${theme.color.textMuted};
`;

/** The company line, its logo as tall as the text beside it, so the card is as tall as its skeleton. */
const Company = styled(Meta)`
  display: flex;
  align-items: center;
  gap: 0.5rem;
  min-width: 0;
  img {
    width: 1.5rem;
    height: 1.5rem;
    flex-shrink: 0;
    border-radius: 4px;
    object-fit: contain;
  }
`;

const Extract = styled.p`
  margin: 0;
`;

const Actions = styled.div`
  margin-top: 0.5rem;
`;

const Salary = styled.p`
  margin: 0;
  font-weight: 600;
`;

type HeadingLevel = 'h2' | 'h3';

interface OfferCardProps {
  oferta: OfertaResumen;
  headingLevel?: HeadingLevel;
  /** Where the title links: the offer page, or the offer inside a results page (`…/trabajo/{oferta}`). */
  ofertaHref?: (segment: string) => string;
  /** Search results show the extract, with the keyword's matches marked when the search had one. */
  conExtracto?: boolean;
}

const paginaDeOferta = (segment: string) => href('oferta', { oferta: segment });

/** One offer of a list: its title links to the offer page; the candidate can save it from here. */
export function OfferCard({ oferta, headingLevel = 'h3', ofertaHref = paginaDeOferta, conExtracto = false }: OfferCardProps) {
  const { ubicacion } = oferta;
  return (
    <Card>
      <Title as={headingLevel}>
        <Link to={ofertaHref(ofertaSegment(oferta))}>
          {oferta.nombreCargoDestacado ? <Highlight html={oferta.nombreCargoDestacado} /> : oferta.nombreCargo}
        </Link>
      </Title>
      <Company>
        {/* Decorative: the company's name is right beside it. Sized up front, so loading it moves nothing. */}
        {oferta.urlLogo ? <img src={oferta.urlLogo} alt="" width={24} height={24} loading="lazy" decoding="async" /> : null}
        {oferta.nombreEmpresaFantasia}
      </Company>
      <Meta>
        {ubicacion.nombreComuna}, {ubicacion.nombreRegion}
        {oferta.distanciaKm === undefined ? null : ` · a ${formatNumber(oferta.distanciaKm)} km`}
      </Meta>
      {conExtracto ? <Extract>{oferta.extractoDestacado ? <Highlight html={oferta.extractoDestacado} /> : oferta.extracto}</Extract> : null}
      <Meta>
        Publicada <FechaRelativa iso={oferta.fechaPublicacionFormatoIngles} antesDeFecha="el " />
      </Meta>
      {oferta.mostrarSueldo && oferta.sueldo !== null ? <Salary>{formatMoney(oferta.sueldo, oferta.nombreMoneda)}</Salary> : null}
      <Actions>
        <GuardarOfertaButton idOferta={oferta.idOferta} guardada={oferta.guardada} nombreCargo={oferta.nombreCargo} />
      </Actions>
    </Card>
  );
}
