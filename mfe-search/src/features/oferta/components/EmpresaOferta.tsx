import type { Oferta } from '@portal/shared/contract';
import { LogoEmpresa, theme } from '@portal/shared/ui';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { ofertasDeEmpresaUrl } from '../../../lib/search-url';

const Block = styled.div`
  display: flex;
  align-items: center;
  gap: 0.75rem;
  p { margin: 0; }
  & > div { min-width: 0; }
`;

/** The logo, drawn or uploaded: as big on the server as in the browser, so an image arriving moves nothing. */
const Logo = styled(LogoEmpresa)`
  flex-shrink: 0;
  width: 56px;
  height: 56px;
  object-fit: contain;
  border: 1px solid ${theme.color.border};
  border-radius: ${theme.radius};
`;

const Name = styled.p`
  font-size: 1.125rem;
  font-weight: 600;
`;

/**
 * The company block: its logo, its name and a link to its other live offers. A confidential offer names no
 * company (the api sends id 0), so it gets no link.
 */
export function EmpresaOferta({ oferta }: { oferta: Pick<Oferta, 'idEmpresa' | 'nombreEmpresaFantasia' | 'urlLogo' | 'logoDibujado'> }) {
  return (
    <Block>
      <Logo nombre={oferta.nombreEmpresaFantasia} urlLogo={oferta.urlLogo} logoDibujado={oferta.logoDibujado} lado={56} />
      <div>
        <Name>{oferta.nombreEmpresaFantasia}</Name>
        {oferta.idEmpresa ? (
          <p>
            <Link to={ofertasDeEmpresaUrl(oferta.idEmpresa)}>Ver todas las ofertas de {oferta.nombreEmpresaFantasia}</Link>
          </p>
        ) : null}
      </div>
    </Block>
  );
}
