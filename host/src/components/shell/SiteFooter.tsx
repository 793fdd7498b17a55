import { useAtomValue } from 'jotai';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { appConfigAtom, portalConfigAtom } from '@portal/shared/state';
import { theme } from '@portal/shared/ui';
import { abrirConfiguracionCookies, necesitaConsentimiento } from '../../features/third-party/consent/necesita-consentimiento';
import { existingLinks } from '../../lib/route-links';
import { Copyright } from '../Copyright';
import { FOOTER_LINKS } from './links';

const Footer = styled.footer`
  display: grid;
  gap: 0.5rem;
  justify-items: center;
  padding: 1rem;
  border-top: 1px solid ${theme.color.border};
  color: ${theme.color.textMuted};
  font-size: 0.875rem;
  text-align: center;
  ul { display: flex; flex-wrap: wrap; justify-content: center; gap: 0.25rem 1.25rem; margin: 0; padding: 0; list-style: none; }
  a, button { display: inline-block; padding: 0.25rem 0; }
  button { border: 0; background: none; color: ${theme.color.primary}; font: inherit; text-decoration: underline; cursor: pointer; }
  p { margin: 0; }
`;

/**
 * Links to the portal's legal and company pages (those that exist), «Configurar cookies» on a portal that asks
 * for consent, and the copyright.
 */
export function SiteFooter() {
  const portal = useAtomValue(portalConfigAtom);
  const { nombre, tipoPortal } = portal;
  const links = existingLinks(FOOTER_LINKS, tipoPortal);
  const cookies = necesitaConsentimiento(useAtomValue(appConfigAtom)?.thirdParty, portal);
  return (
    <Footer>
      {links.length > 0 ? (
        <nav aria-label="Información del portal">
          <ul>
            {links.map((link) => (
              <li key={link.to}>
                <Link to={link.to}>{link.label}</Link>
              </li>
            ))}
            {cookies ? (
              <li>
                <button type="button" onClick={abrirConfiguracionCookies}>Configurar cookies</button>
              </li>
            ) : null}
          </ul>
        </nav>
      ) : null}
      <p>
        <Copyright owner={nombre} />
      </p>
    </Footer>
  );
}
