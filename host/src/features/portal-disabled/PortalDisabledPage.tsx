import styled from 'styled-components';
import { ButtonLink, theme } from '@portal/shared/ui';
import { useDisabledPortalMetadata } from '../../lib/page-metadata/usePageMetadata';

const Main = styled.main`
  display: grid;
  place-content: center;
  justify-items: center;
  gap: 1rem;
  min-height: 100vh;
  padding: 2rem 1rem;
  text-align: center;
`;

const Illustration = styled.svg`
  width: min(16rem, 70vw);
  height: auto;
`;

/** A closed briefcase on a desk: decorative, the heading says what happened. Colours as styles: they are `var()`. */
function ClosedPortalIllustration() {
  return (
    <Illustration viewBox="0 0 240 160" aria-hidden="true" focusable="false">
      <rect x="10" y="136" width="220" height="8" rx="4" style={{ fill: theme.color.border }} />
      <rect x="50" y="52" width="140" height="84" rx="10" style={{ fill: theme.color.primary }} />
      <path d="M95 52V38a8 8 0 0 1 8-8h34a8 8 0 0 1 8 8v14" fill="none" style={{ stroke: theme.color.primaryDark }} strokeWidth="8" />
      <rect x="50" y="82" width="140" height="8" style={{ fill: theme.color.primaryDark }} />
      <rect x="108" y="76" width="24" height="20" rx="4" style={{ fill: theme.color.focusOnPrimary }} />
    </Illustration>
  );
}

export interface PortalDisabledPageProps {
  productName: string;
  mainSiteUrl: string;
}

/** SPEC.md section 1: the only page of a portal whose estado is DESACTIVADO, whatever the path. */
export function PortalDisabledPage({ productName, mainSiteUrl }: PortalDisabledPageProps) {
  useDisabledPortalMetadata();

  return (
    <Main aria-labelledby="portal-disabled-title">
      <ClosedPortalIllustration />
      <h1 id="portal-disabled-title">Portal no disponible</h1>
      <p>Encuentra miles de ofertas en {productName}</p>
      <ButtonLink href={mainSiteUrl}>Ver Ofertas</ButtonLink>
    </Main>
  );
}
