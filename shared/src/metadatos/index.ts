// A page's head (title, description, canonical link, robots, social card) for the edge, which writes it into the
// HTML, and for the browser, which loads it to write the head of each page it navigates to (issue 27).
export * from './card';
export * from './meta';
export { TEXTOS_DE_RUTA, type TextosDeRuta } from './textos-de-rutas';
