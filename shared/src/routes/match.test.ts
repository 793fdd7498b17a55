import { matchRoutes } from 'react-router-dom';
import { TIPOS_PORTAL, type TipoPortal } from '@portal/shared/contract';
import { ROUTES } from './manifest';
import { matchRoute, paramsAreValid, routeExistsOn } from './match';

/** The router's own ranking over every route of the portal type: what matchRoute must always agree with. */
function porElEnrutador(pathname: string, tipoPortal: TipoPortal) {
  const candidates = ROUTES.filter((route) => routeExistsOn(route, tipoPortal)).map((route) => ({ path: route.path, route }));
  const match = matchRoutes(candidates, pathname)?.at(-1);
  return match && paramsAreValid(match.route.route, match.params) ? { name: match.route.route.name, params: match.params } : null;
}

/** Each route's path with sample values, in the shapes a visitor or a crawler sends. */
function rutasDePrueba(): string[] {
  const valores = ['empleo', 'trabajo-nunoa', 'operario-de-bodega-2063', '12', 'x'];
  const rutas = ROUTES.flatMap((route) => valores.map((valor) => route.path.replace(/:[\w-]+\??/g, valor).replace(/\*$/, 'a/b')));
  const variantes = rutas.flatMap((ruta) => [
    ruta,
    ruta.toUpperCase(),
    `${ruta}/`,
    `/${ruta}`,
    ruta.replace(/^\/([a-z])/, (_todo, letra: string) => `/%${letra.charCodeAt(0).toString(16)}`),
  ]);
  return [...variantes, '/', '', '/no-existe', '/%E0%A4%A', '/trabajo', '/trabajo/', '/ÑUÑOA', '/trabajo-%C3%B1u%C3%B1oa'];
}

describe('matchRoute', () => {
  // The router warns of each path it cannot decode (one of the samples), then matches it undecoded.
  beforeEach(() => jest.spyOn(console, 'warn').mockImplementation(() => {}));
  afterEach(() => jest.restoreAllMocks());

  it.each(TIPOS_PORTAL)('agrees with the router ranking every route on %s, whatever the case, encoding or slashes', (tipoPortal) => {
    for (const pathname of rutasDePrueba()) {
      const match = matchRoute(pathname, tipoPortal);
      expect({ pathname, match: match && { name: match.route.name, params: match.params } }).toEqual({ pathname, match: porElEnrutador(pathname, tipoPortal) });
    }
  });

  it('finds an offer, a landing and a 404 as a visitor reaches them', () => {
    expect(matchRoute('/trabajo/operario-de-bodega-2063', 'CORPORATIVO')?.route.name).toBe('oferta');
    expect(matchRoute('/trabajo-nunoa', 'CORPORATIVO')?.params).toEqual({ landing: 'trabajo-nunoa' });
    expect(matchRoute('/pabellon/1', 'CORPORATIVO')).toBeNull();
  });
});
