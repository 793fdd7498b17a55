import type { RouteDef } from '@portal/shared/routes';
import { existingLinks } from './route-links';

const page = (path: string, extra: Partial<RouteDef> = {}): RouteDef => ({
  name: path,
  path,
  owner: 'mfe_account',
  layout: 'defaultLogueado',
  auth: true,
  datosBasicos: false,
  index: false,
  ...extra,
});

const wanted = [
  ['/mi-curriculum', 'Mi currículum'],
  ['/mis-postulaciones', 'Mis postulaciones'],
  ['/empresas-participantes', 'Empresas participantes'],
] as const;

describe('menu links', () => {
  it('links only to the pages the route manifest has, in the menu order', () => {
    const routes = [page('/mis-postulaciones'), page('/mi-curriculum')];
    expect(existingLinks(wanted, 'CORPORATIVO', routes)).toEqual([
      { label: 'Mi currículum', to: '/mi-curriculum' },
      { label: 'Mis postulaciones', to: '/mis-postulaciones' },
    ]);
  });

  it('leaves out the pages of another portal type', () => {
    const routes = [page('/empresas-participantes', { portales: ['FERIA'] })];
    expect(existingLinks(wanted, 'CORPORATIVO', routes)).toEqual([]);
    expect(existingLinks(wanted, 'FERIA', routes)).toEqual([{ label: 'Empresas participantes', to: '/empresas-participantes' }]);
  });

  it('links a page of a route with params when its param passes the check, such as a CMS page', () => {
    const routes = [page('/page/:page', { params: { page: (value) => /^[a-z-]+$/.test(value) } })];
    const ayuda = [['/page/centro-de-ayuda', 'Centro de ayuda'], ['/page/Mal_Escrita', 'Otra'], ['/no-existe', 'Nada']] as const;
    expect(existingLinks(ayuda, 'CORPORATIVO', routes)).toEqual([{ label: 'Centro de ayuda', to: '/page/centro-de-ayuda' }]);
  });
});
