// styled-components' CSS, compiled once per render thread instead of once per page. Each page renders into a fresh
// ServerStyleSheet (its <style> tags hold only what that page used), so styled-components compiled every component's
// rules again with stylis on every page: about a tenth of an edge render (issue 27). A class name is the hash of its
// CSS, so the rules compiled for a component and name are the same on every page and are kept here.
import type { ServerStyleSheet } from 'styled-components';

/** Rules kept at most; past it the memory starts over (names are bounded by the build's components and their props). */
const MAXIMO = 4_000;

const reglas = new Map<string, string[]>();

const clave = (id: string, name: string) => `${id}\u0000${name}`;

/**
 * Makes `sheet` remember the rules it is given and, asked whether it knows a component's name, answer yes for one
 * compiled on an earlier page, after inserting its rules: styled-components then skips stylis for it.
 */
export function recordarReglas(sheet: ServerStyleSheet): ServerStyleSheet {
  const hoja = sheet.instance;
  const conoce = hoja.hasNameForId.bind(hoja);
  const insertar = hoja.insertRules.bind(hoja);
  hoja.insertRules = (id, name, rules) => {
    if (reglas.size >= MAXIMO) reglas.clear();
    reglas.set(clave(id, name), rules);
    insertar(id, name, rules);
  };
  hoja.hasNameForId = (id, name) => {
    if (conoce(id, name)) return true;
    const recordadas = reglas.get(clave(id, name));
    if (!recordadas) return false;
    insertar(id, name, recordadas);
    return true;
  };
  return sheet;
}
