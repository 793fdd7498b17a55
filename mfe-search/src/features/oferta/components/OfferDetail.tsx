import type { Oferta } from '@portal/shared/contract';
import { SafeHtml } from '@portal/shared/safe-html';
import { Alert, PageTitle, theme } from '@portal/shared/ui';
import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { landingDelCargo } from '../lib/cargo';
import { OfferFacts } from './OfferFacts';
import { ShareLinks } from './ShareLinks';
import { SimilarOffers } from './SimilarOffers';

const Article = styled.article`
  display: grid;
  gap: 1.5rem;
`;

const Header = styled.header`
  display: flex;
  gap: 1rem;
  align-items: center;
`;

const Logo = styled.img`
  width: 72px;
  height: 72px;
  object-fit: contain;
  border: 1px solid ${theme.color.border};
  border-radius: ${theme.radius};
  flex-shrink: 0;
`;

const Company = styled.p`
  margin: 0.25rem 0 0;
  font-size: 1.125rem;
  color: ${theme.color.textMuted};
`;

const Description = styled(SafeHtml)`
  overflow-wrap: anywhere;
  & > :first-child { margin-top: 0; }
`;

/**
 * "Postular" and "Guardar oferta". Phones: last in the article and sticky at the bottom of the screen, so
 * they stay within reach while reading and end up below the description instead of covering it. Desktop:
 * above the facts, as the markup has them.
 */
const Acciones = styled.div`
  @media (max-width: ${String(parseFloat(theme.breakpoint.desktop) - 0.02)}px) {
    order: 1;
    position: sticky;
    bottom: 0;
    z-index: 10;
    padding: 0.75rem 0 calc(0.75rem + env(safe-area-inset-bottom, 0px));
    border-top: 1px solid ${theme.color.border};
    background: ${theme.color.background};
  }
`;

const Heading = styled.h2`
  margin: 0 0 0.75rem;
  font-size: 1.25rem;
`;

/**
 * An offer's page content: title, company, key facts and its (sanitised) description. The document title
 * and the other page metadata are the host's (pageMeta in @portal/shared/routes), also for crawlers.
 */
export function OfferDetail({ oferta, acciones }: { oferta: Oferta; acciones?: ReactNode }) {
  const expirada = oferta.estadoOferta === 'EXPIRADA';
  const landing = landingDelCargo(oferta.nombreCargo);
  return (
    <Article>
      <Header>
        {oferta.urlLogo ? <Logo src={oferta.urlLogo} alt={`Logo de ${oferta.nombreEmpresaFantasia}`} width={72} height={72} /> : null}
        <div>
          <PageTitle>{oferta.nombreCargo}</PageTitle>
          <Company>{oferta.nombreEmpresaFantasia}</Company>
        </div>
      </Header>
      {expirada ? <Alert tone="info">Esta oferta ya no está disponible para postular.</Alert> : <ShareLinks oferta={oferta} />}
      {acciones ? <Acciones>{acciones}</Acciones> : null}
      <OfferFacts oferta={oferta} />
      <section aria-labelledby="descripcion-oferta">
        <Heading id="descripcion-oferta">Descripción de la oferta</Heading>
        <Description html={oferta.descripcionOferta} />
      </section>
      {/* The occupation's landing: people and crawlers reach it through this link. */}
      {landing ? (
        <p>
          <Link to={landing.url}>Más ofertas de {landing.cargo}</Link>
        </p>
      ) : null}
      {expirada ? <SimilarOffers idOferta={oferta.idOferta} /> : null}
    </Article>
  );
}
