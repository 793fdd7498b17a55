import { Suspense, useId, useRef, useState, useSyncExternalStore, type KeyboardEvent } from 'react';
import styled from 'styled-components';
import { IconoCompartir, lazyNamed, SecondaryButton, VisuallyHidden } from '@portal/shared/ui';
import type { Acortador } from './compartir/useEnlacesDeRedes';

// Fetched when it opens: a phone shares through its own sheet, and a page with the button is not made heavier.
const MenuRedes = lazyNamed(() => import('./compartir/MenuRedes').then((m) => m.MenuRedes));

/** No box of its own: the button and the menu sit in whatever row or column holds it. */
const Contenedor = styled.div`
  display: contents;
`;

const sinSuscripcion = () => () => undefined;

/**
 * Whether the browser has a share sheet (Web Share API: phones, some desktops). False on the server and
 * while hydrating, so both render the same button; the browser's answer comes right after.
 */
function useHojaNativa(): boolean {
  return useSyncExternalStore(sinSuscripcion, () => typeof navigator.share === 'function', () => false);
}

export interface ShareMenuProps {
  /** The button's words and name, e.g. «Compartir oferta». */
  etiqueta: string;
  /** What is shared: the share sheet's title, the networks' text, the e-mail's subject. */
  titulo: string;
  /** The page's canonical URL, absolute or a path of this site; the networks get it with their UTM tags. */
  url: string;
  /** Shortens each network's tagged URL once the menu opens (the offer's counted short links). */
  acortar?: Acortador;
}

/**
 * The one «Compartir» button: the phone's share sheet when the browser has one; otherwise (or when the sheet
 * fails) a disclosure under the button with the networks, an e-mail and «Copiar enlace». Escape closes it and
 * gives the focus back to the button. The button's text sits in `data-etiqueta`, which a row of actions may
 * hide on a phone (its aria-label still names it).
 */
export function ShareMenu({ etiqueta, titulo, url, acortar }: ShareMenuProps) {
  const [abierto, setAbierto] = useState(false);
  const [aviso, setAviso] = useState('');
  const hojaNativa = useHojaNativa();
  const menuId = useId();
  const boton = useRef<HTMLButtonElement>(null);
  const absoluta = () => new URL(url, window.location.origin).href;

  async function compartir() {
    if (hojaNativa && !abierto) {
      try {
        await navigator.share({ title: titulo, text: titulo, url: absoluta() });
        return;
      } catch (error) {
        // Closing the sheet is the visitor's choice; any other failure falls back to the menu.
        if (error instanceof DOMException && error.name === 'AbortError') return;
      }
    }
    setAviso('');
    setAbierto((antes) => !antes);
  }

  function onKeyDown(event: KeyboardEvent<HTMLDivElement>) {
    if (event.key !== 'Escape' || !abierto) return;
    event.stopPropagation();
    setAbierto(false);
    boton.current?.focus();
  }

  return (
    <Contenedor onKeyDown={onKeyDown}>
      <SecondaryButton
        ref={boton}
        type="button"
        aria-expanded={hojaNativa && !abierto ? undefined : abierto}
        aria-controls={abierto ? menuId : undefined}
        aria-label={etiqueta}
        onClick={() => void compartir()}
      >
        <IconoCompartir />
        <span data-etiqueta>{etiqueta}</span>
      </SecondaryButton>
      {abierto ? (
        <Suspense fallback={null}>
          <MenuRedes id={menuId} url={absoluta()} titulo={titulo} acortar={acortar} onAviso={setAviso} />
        </Suspense>
      ) : null}
      <VisuallyHidden role="status">{aviso}</VisuallyHidden>
    </Contenedor>
  );
}
