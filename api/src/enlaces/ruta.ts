// The path a link really leads to, as the edge and the api will route it: percent-decoded, backslashes as
// slashes, repeated slashes collapsed, dot segments resolved, lower-case (so /%61pi/, /API/, //api/ and
// /x/../api/ are all /api/). Only used to decide; the link keeps the URL as given.

/** The normalised path, or null when it cannot be decoded. */
export function rutaNormalizada(pathname: string): string | null {
  let decodificada: string;
  try {
    decodificada = decodeURIComponent(pathname);
  } catch {
    return null;
  }
  const segmentos: string[] = [];
  for (const segmento of decodificada.replace(/\\/g, '/').toLowerCase().split('/')) {
    if (segmento === '' || segmento === '.') continue;
    if (segmento === '..') segmentos.pop();
    else segmentos.push(segmento);
  }
  return `/${segmentos.join('/')}`;
}

/** The api (/api, and /health beside it) and other short links (/e) are not pages a visitor shares. */
export function esRutaExcluida(pathname: string): boolean {
  const ruta = rutaNormalizada(pathname);
  if (ruta === null) return true;
  // ";" starts path parameters on some servers: /api;x is still /api there.
  const primero = ruta.split('/')[1]!.split(';')[0];
  return primero === 'api' || primero === 'e' || primero === 'health';
}
