import { Provider as JotaiProvider } from 'jotai';
import { Suspense, useState, type ReactNode } from 'react';
import { ThemeProvider } from 'styled-components';
import type { PortalStore } from '@portal/shared/state';
import { lazyNamed } from './lazy-page';
import { ESTILO_BASE_ID } from './tema/estilo-base-id';
import { theme } from './theme';

// Only where no edge wrote the base style into the page (development servers, the catalogue, tests): no page the
// edge serves fetches it.
const GlobalStyle = lazyNamed(() => import('./GlobalStyle').then((m) => m.GlobalStyle));

/**
 * Whether the page carries the base style: the edge writes it into every page it serves, and a server render is
 * the edge's. Rendered as a global style too, its rules were compiled again in the browser while the page
 * hydrated (10-15 ms on a phone).
 */
const estiloBaseEnLaPagina = () => typeof document === 'undefined' || document.getElementById(ESTILO_BASE_ID) !== null;

/** The providers every app renders under: the shared jotai store, the theme and the base style. */
export function PortalProviders({ store, children }: { store: PortalStore; children: ReactNode }) {
  const [conEstiloBase] = useState(estiloBaseEnLaPagina);
  return (
    <JotaiProvider store={store}>
      <ThemeProvider theme={theme}>
        {conEstiloBase ? null : (
          <Suspense fallback={null}>
            <GlobalStyle />
          </Suspense>
        )}
        {children}
      </ThemeProvider>
    </JotaiProvider>
  );
}
