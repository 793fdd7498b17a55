import { Provider as JotaiProvider } from 'jotai';
import type { ReactNode } from 'react';
import { ThemeProvider } from 'styled-components';
import type { PortalStore } from '@portal/shared/state';
import { GlobalStyle } from './GlobalStyle';
import { theme } from './theme';

/** The providers every app renders under: the shared jotai store and the theme. */
export function PortalProviders({ store, children }: { store: PortalStore; children: ReactNode }) {
  return (
    <JotaiProvider store={store}>
      <ThemeProvider theme={theme}>
        <GlobalStyle />
        {children}
      </ThemeProvider>
    </JotaiProvider>
  );
}
