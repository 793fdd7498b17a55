import type { Oferta } from '@portal/shared/contract';
import { enlaceDeRed, href, NOMBRE_RED, ofertaSegment, REDES } from '@portal/shared/routes';
import { SecondaryButton, theme } from '@portal/shared/ui';
import { useId, useState, useSyncExternalStore } from 'react';
import styled from 'styled-components';
import { useShortLinks } from '../hooks/useShortLinks';

/** A row of its own under the action group's buttons. */
const List = styled.ul`
  display: flex;
  flex-basis: 100%;
  flex-wrap: wrap;
  gap: 0.5rem;
  margin: 0;
  padding: 0;
  list-style: none;
`;

const NetworkLink = styled.a`
  display: inline-flex;
  align-items: center;
  min-height: 44px;
  padding: 0.5rem 0.875rem;
  border: 1px solid ${theme.color.border};
  border-radius: ${theme.radius};
  color: ${theme.color.primary};
  font-weight: 600;
  text-decoration: none;
  &:hover { text-decoration: underline; }
`;

type OfertaCompartida = Pick<Oferta, 'idOferta' | 'nombreCargo' | 'nombreEmpresaFantasia'>;

const urlDeOferta = (oferta: OfertaCompartida) => new URL(href('oferta', { oferta: ofertaSegment(oferta) }), window.location.origin).href;

const sinSuscripcion = () => () => undefined;

/**
 * Whether the browser has a share sheet (Web Share API: phones, some desktops). False on the server and
 * while hydrating, so both render the same button; the browser's answer comes right after.
 */
function useShareSheet(): boolean {
  return useSyncExternalStore(sinSuscripcion, () => typeof navigator.share === 'function', () => false);
}

/** The four networks' share pages, each with the offer's UTM-tagged short link (asked for once shown). */
function EnlacesRedes({ id, oferta, titulo }: { id: string; oferta: OfertaCompartida; titulo: string }) {
  const urls = useShortLinks(urlDeOferta(oferta), true);
  return (
    <List id={id}>
      {REDES.map((red) => (
        <li key={red}>
          <NetworkLink href={enlaceDeRed(red, urls[red], titulo)} target="_blank" rel="noopener noreferrer" aria-label={`Compartir en ${NOMBRE_RED[red]}`}>
            {NOMBRE_RED[red]}
          </NetworkLink>
        </li>
      ))}
    </List>
  );
}

/** The usual "share" glyph (three joined dots), drawn inline: no icon font or image to wait for. */
function IconoCompartir() {
  return (
    <svg aria-hidden="true" width="20" height="20" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round">
      <circle cx="18" cy="5" r="3" />
      <circle cx="6" cy="12" r="3" />
      <circle cx="18" cy="19" r="3" />
      <path d="M8.6 13.5l6.8 4M15.4 6.5l-6.8 4" />
    </svg>
  );
}

/**
 * "Compartir oferta": the phone's share sheet when the browser has one; otherwise (or when the sheet fails)
 * the four networks' links open under the button. Links and short links exist only once asked for, so
 * crawlers and visitors who never share create none.
 */
export function ShareLinks({ oferta }: { oferta: OfertaCompartida }) {
  const [abierto, setAbierto] = useState(false);
  const hojaNativa = useShareSheet();
  const listId = useId();
  const titulo = `${oferta.nombreCargo} en ${oferta.nombreEmpresaFantasia}`;

  async function compartir() {
    if (hojaNativa && !abierto) {
      try {
        await navigator.share({ title: titulo, text: titulo, url: urlDeOferta(oferta) });
        return;
      } catch (error) {
        // Closing the sheet is the visitor's choice; any other failure falls back to the links.
        if (error instanceof DOMException && error.name === 'AbortError') return;
      }
    }
    setAbierto((antes) => !antes);
  }

  // A fragment: the button sits in the offer's action group, the links wrap onto a row of their own in it.
  return (
    <>
      <SecondaryButton
        type="button"
        aria-expanded={hojaNativa && !abierto ? undefined : abierto}
        aria-controls={abierto ? listId : undefined}
        // The label repeats the text: the offer's action group shows only the icon on a phone (data-etiqueta).
        aria-label="Compartir oferta"
        onClick={() => void compartir()}
      >
        <IconoCompartir />
        <span data-etiqueta>Compartir oferta</span>
      </SecondaryButton>
      {abierto ? <EnlacesRedes id={listId} oferta={oferta} titulo={titulo} /> : null}
    </>
  );
}
