// Remote widgets the edge left to the browser when it rendered the page (their remote was down or threw on the
// edge): the page's first render in the browser shows the same placeholder, so hydration matches, and only then
// loads them. Filled from the page's data block (boot.ts) or, on the edge, by the render itself.
import { atom } from 'jotai';

/** The header's search box, the one remote widget of the shell's layouts. */
export const SEARCH_BOX = 'mfe_search/SearchBox';

/** `remote/expose` ids of the widgets rendered as placeholders; emptied once the browser has taken over. */
export const widgetsEnNavegadorAtom = atom<readonly string[]>([]);
