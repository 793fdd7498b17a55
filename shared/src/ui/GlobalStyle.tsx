import { createGlobalStyle } from 'styled-components';
import { CSS_BASE } from './tema/estilo-base';

/** The base style where no edge wrote it into the page (development servers and tests). */
export const GlobalStyle = createGlobalStyle`${CSS_BASE}`;
