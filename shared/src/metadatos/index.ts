// What a page is about and its head: the subject a route declares (an offer, a landing's place, an article…), the
// data the edge loads for a page, and its title, description, canonical link, robots and social card. The edge
// writes the head into the HTML; the browser loads this to write the head of each page it navigates to (issue 27).
export * from './card';
export * from './meta';
export { TEXTOS_DE_RUTA, type TextosDeRuta } from './textos-de-rutas';
export { failedSubject, readSubject, subjectOf, type SubjectAnswer } from './subjects';
export { loadPage, type PageToLoad } from './load-page';
