import type { ComponentType } from 'react';
import { lazyNamed } from '@portal/shared/ui';
import { claimChunkReload } from './chunk-reload';
import { reloadPage } from './reload';

/** What shows when the error page's own chunk cannot arrive either (offline) and the page was just reloaded. */
function SinConexion() {
  return <p role="alert">No pudimos cargar esta página. Revisa tu conexión y vuelve a intentarlo.</p>;
}

/**
 * A part of the shell that only an error shows (an error page, the "no disponible" page), kept out of every
 * page's chunks (issue 27) and fetched when it is shown. When its chunk fails too, the page reloads, as for any
 * failed chunk (at most once per 10 s per path); after that, a line of text.
 */
export function lazyDeError<P extends object>(load: () => Promise<ComponentType<P>>) {
  return lazyNamed<P>(() =>
    load().catch(() => {
      if (claimChunkReload(window.location.pathname)) reloadPage();
      return SinConexion;
    }),
  );
}
