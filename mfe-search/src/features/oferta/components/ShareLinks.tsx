import type { Oferta } from '@portal/shared/contract';
import { href, ofertaSegment } from '@portal/shared/routes';
import { SecondaryButton, theme } from '@portal/shared/ui';
import { useId, useState, useSyncExternalStore } from 'react';
import styled from 'styled-components';
import { useShortLinks } from '../hooks/useShortLinks';
import { NOMBRE_RED, REDES, enlaceDeRed } from '../lib/share';

const List = styled.ul`
  display: flex;
  flex-wrap: wrap;
  gap: 0.5rem;
  margin: 0.75rem 0 0;
  padding: 0;
  list-style: none;
  /* display: flex would otherwise show the closed list (and its links arrive only after hydration). */
  &[hidden] { display: none; }
`;

const NetworkLink = styled.a`
  display: inline-block;
  padding: 0.5rem 0.875rem;
  border: 1px solid ${theme.color.border};
  border-radius: ${theme.radius};
  color: ${theme.color.primary};
  font-weight: 600;
  text-decoration: none;
  &:hover { text-decoration: underline; }
`;

const noSubscription = () => () => {};

/**
 * This page's origin; null in the server render and while hydrating it, so both renders agree (the links
 * are hidden until the menu opens, and filled in right after hydration).
 */
function useOrigin(): string | null {
  return useSyncExternalStore(noSubscription, () => window.location.origin, () => null);
}

/** "Compartir oferta": opens the four networks' share pages in a new tab, each with its UTM-tagged short link. */
export function ShareLinks({ oferta }: { oferta: Pick<Oferta, 'idOferta' | 'nombreCargo' | 'nombreEmpresaFantasia'> }) {
  const [abierto, setAbierto] = useState(false);
  const listId = useId();
  const origin = useOrigin();
  const canonical = origin ? new URL(href('oferta', { oferta: ofertaSegment(oferta) }), origin).href : null;
  const urls = useShortLinks(canonical, abierto);
  const titulo = `${oferta.nombreCargo} en ${oferta.nombreEmpresaFantasia}`;

  return (
    <div>
      <SecondaryButton type="button" aria-expanded={abierto} aria-controls={listId} onClick={() => setAbierto((antes) => !antes)}>
        Compartir oferta
      </SecondaryButton>
      <List id={listId} hidden={!abierto}>
        {urls && REDES.map((red) => (
          <li key={red}>
            <NetworkLink href={enlaceDeRed(red, urls[red], titulo)} target="_blank" rel="noopener noreferrer" aria-label={`Compartir en ${NOMBRE_RED[red]}`}>
              {NOMBRE_RED[red]}
            </NetworkLink>
          </li>
        ))}
      </List>
    </div>
  );
}
