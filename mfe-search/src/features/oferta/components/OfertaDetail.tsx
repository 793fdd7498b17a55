import type { Oferta } from '@portal/shared/contract';
import { SafeHtml } from '@portal/shared/safe-html';
import { Alert, PageTitle, PaginaPorNavegacion, Pila, Skeleton, theme } from '@portal/shared/ui';
import { Suspense, use, useDeferredValue, type ReactNode } from 'react';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { landingDelCargo } from '../lib/cargo';
import { EmpresaOferta } from './EmpresaOferta';
import { OfertaFacts } from './OfertaFacts';
import { OfertasSimilares } from './OfertasSimilares';

/** The offer, then the similar offers: one cell of the page's grid (the apply form goes beside it). */
const Stack = styled.div`
  display: grid;
  gap: 2.5rem;
  min-width: 0;
`;

const Description = styled(SafeHtml)`
  overflow-wrap: anywhere;
  & > :first-child { margin-top: 0; }
`;

/**
 * The action group. Phones and tablets: last in the article and sticky at the bottom of the screen, so
 * "Postular" stays within reach while reading and ends up below the description instead of covering it
 * (in the flow, it takes its own room: nothing needs padding under it). Desktop: under the title.
 */
const Acciones = styled.div`
  @media (max-width: ${String(parseFloat(theme.breakpoint.desktop) - 0.02)}px) {
    order: 1;
    position: sticky;
    bottom: 0;
    z-index: 10;
    padding: 0.625rem 0 calc(0.625rem + env(safe-area-inset-bottom, 0px));
    border-top: 1px solid ${theme.color.border};
    background: ${theme.color.background};
  }
`;

const Heading = styled.h2`
  margin: 0 0 0.75rem;
  font-size: 1.25rem;
`;

/**
 * An offer's page content: title, company, the action group, key facts, its (sanitised) description and
 * similar offers. The document title and the other page metadata are the host's (pageMeta in
 * @portal/shared/routes), also for crawlers.
 */
export function OfertaDetail({ oferta, acciones }: { oferta: Oferta; acciones?: ReactNode }) {
  const expirada = oferta.estadoOferta === 'EXPIRADA';
  // Opened by a tap: the title, the company and «Postular» are painted first, the rest in the next render (a
  // slow phone shows the answer sooner). A first page (the edge's markup to hydrate) renders whole at once.
  const completa = useDeferredValue(true, !use(PaginaPorNavegacion));
  return (
    <Stack>
      <Pila as="article" $gap="1.25rem">
        <Pila as="header" $gap="0.75rem">
          <PageTitle>{oferta.nombreCargo}</PageTitle>
          <EmpresaOferta oferta={oferta} />
        </Pila>
        {expirada ? <Alert tone="info">Esta oferta ya no está disponible para postular.</Alert> : null}
        {acciones ? <Acciones>{acciones}</Acciones> : null}
        {completa ? <CuerpoOferta oferta={oferta} /> : <Skeleton lines={6} label="Cargando la oferta…" />}
      </Pila>
      {completa ? <OfertasSimilares idOferta={oferta.idOferta} diferida={!expirada} /> : null}
    </Stack>
  );
}

/** The offer's facts, its description and the link to its occupation's landing. */
function CuerpoOferta({ oferta }: { oferta: Oferta }) {
  const landing = landingDelCargo(oferta.nombreCargo);
  return (
    <>
      <OfertaFacts oferta={oferta} />
      <section aria-labelledby="descripcion-oferta">
        <Heading id="descripcion-oferta">Descripción de la oferta</Heading>
        {/* A tap from results shows the offer at once; the description follows when DOMPurify arrives. */}
        <Suspense fallback={<Skeleton lines={6} label="Cargando la descripción…" />}>
          <Description html={oferta.descripcionOferta} />
        </Suspense>
      </section>
      {/* The occupation's landing: people and crawlers reach it through this link. */}
      {landing ? (
        <p>
          <Link to={landing.url}>Más ofertas de {landing.cargo}</Link>
        </p>
      ) : null}
    </>
  );
}
