import { createGlobalStyle } from 'styled-components';
import { theme } from './theme';

export const GlobalStyle = createGlobalStyle`
  *, *::before, *::after { box-sizing: border-box; }
  html { -webkit-text-size-adjust: 100%; }
  body {
    margin: 0;
    font-family: ${theme.font};
    color: ${theme.color.text};
    background: ${theme.color.background};
    line-height: 1.5;
  }
  a { color: ${theme.color.primary}; }
  :focus-visible { outline: 3px solid ${theme.color.focus}; outline-offset: 2px; }
  img { max-width: 100%; height: auto; }
  @media (prefers-reduced-motion: reduce) {
    *, *::before, *::after { animation-duration: 0.01ms !important; transition-duration: 0.01ms !important; }
  }
`;
