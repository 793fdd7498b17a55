import { Provider as JotaiProvider } from 'jotai';
import { Suspense, type ReactNode } from 'react';
import { ThemeProvider } from 'styled-components';
import type { PortalStore } from '@portal/shared/state';
import { lazyNamed } from './lazy-page';
import { ESTILO_BASE_ID } from './tema/estilo-base-id';
import { theme } from './theme';

/**
 * The base style where no edge wrote it into the page: development servers and tests. A production page always
 * comes from the edge (the catalogue writes it itself), so production builds carry none of this code.
 */
const GlobalStyle =
  process.env.NODE_ENV === 'production' ? null : lazyNamed(() => import('./GlobalStyle').then((m) => m.GlobalStyle));

/**
 * Whether the page carries the base style: the edge writes it into every page it serves, and a server render is
 * the edge's. Rendered as a global style too, its rules were compiled again in the browser while the page
 * hydrated (10-15 ms on a phone).
 */
const estiloBaseEnLaPagina = () => typeof document === 'undefined' || document.getElementById(ESTILO_BASE_ID) !== null;

/** The providers every app renders under: the shared jotai store, the theme and the base style. */
export function PortalProviders({ store, children }: { store: PortalStore; children: ReactNode }) {
  return (
    <JotaiProvider store={store}>
      <ThemeProvider theme={theme}>
        {GlobalStyle && !estiloBaseEnLaPagina() ? (
          <Suspense fallback={null}>
            <GlobalStyle />
          </Suspense>
        ) : null}
        {children}
      </ThemeProvider>
    </JotaiProvider>
  );
}
