import styled from 'styled-components';
import { ButtonLink, theme } from '@portal/shared/ui';
import { Copyright } from '../../components/Copyright';

const Page = styled.div`
  display: flex;
  flex-direction: column;
  min-height: 100vh;
`;

const Main = styled.main`
  flex: 1;
  max-width: 40rem;
  margin: 0 auto;
  padding: 3rem 1rem;
  text-align: center;
`;

const Footer = styled.footer`
  padding: 1rem;
  border-top: 1px solid ${theme.color.border};
  color: ${theme.color.textMuted};
  font-size: 0.875rem;
  text-align: center;
`;

export interface ErrorPageProps {
  helpCenterUrl: string;
  version: string;
  /** Who the copyright is of: the product name. */
  productName: string;
}

/** SPEC.md section 2: the page of an unhandled error ("¡Se cayó la página!"). */
export function ErrorPage({ helpCenterUrl, version, productName }: ErrorPageProps) {
  return (
    <Page>
      <Main aria-labelledby="error-page-title">
        <h1 id="error-page-title">¡Se cayó la página!</h1>
        <p>Puedes ir por un café mientras nuestros técnicos lo solucionan.</p>
        <h2>Buscas otra asistencia?</h2>
        <ButtonLink href={helpCenterUrl} target="_blank" rel="noopener noreferrer">
          Ir al centro de ayuda
        </ButtonLink>
      </Main>
      <Footer>
        <p>
          <Copyright owner={productName} />
        </p>
        <p>Versión {version}</p>
      </Footer>
    </Page>
  );
}
