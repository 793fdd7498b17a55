// Ajv (8.20) coerces "Infinity" or "1e309" in a query, path or form to Infinity and then skips `minimum` and
// `maximum` for a number that is not finite, so `pagina=Infinity` would pass its bounds and reach the
// database. Every route gets the same 400 a wrong type gets instead, right after validation.
import { revisionDePartes } from './revision-de-partes';

/** The path (a/b/0) of the first number that is not finite, or null. */
function noFinito(valor: unknown, ruta: string[] = []): string | null {
  if (typeof valor === 'number') return Number.isFinite(valor) ? null : ruta.join('/');
  if (valor === null || typeof valor !== 'object') return null;
  for (const [clave, hijo] of Object.entries(valor)) {
    const encontrado = noFinito(hijo, [...ruta, clave]);
    if (encontrado !== null) return encontrado;
  }
  return null;
}

export const numerosFinitos = revisionDePartes({
  name: 'numeros-finitos',
  hook: 'preHandler',
  buscar: noFinito,
  error: { keyword: 'type', params: { type: 'number' } },
});
