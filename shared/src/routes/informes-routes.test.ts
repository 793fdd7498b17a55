import { href } from './href';
import { matchRoute } from './match';
import { routeByName } from './manifest';

const nameOf = (pathname: string) => matchRoute(pathname, 'CORPORATIVO')?.route.name ?? null;

describe('salary report and applicant profile routes', () => {
  it('matches a position by its slug and a report by its numeric id; anything else is the 404 page', () => {
    expect(nameOf('/informe-de-sueldo-teaser')).toBe('informeSueldoTeaser');
    expect(nameOf('/informes-de-sueldo/desarrollador-full-stack')).toBe('informesDeSueldo');
    expect(nameOf('/informes-de-sueldo/Desarrollador_Full')).toBeNull();
    expect(nameOf(`/informes-de-sueldo/${'a'.repeat(81)}`)).toBeNull();
    expect(nameOf('/informe-de-sueldo/12')).toBe('informeSueldo');
    expect(nameOf('/informe-de-sueldo/abc')).toBeNull();
    expect(href('informesDeSueldo', { teaser: 'contador-general' })).toBe('/informes-de-sueldo/contador-general');
    expect(nameOf('/plan-premium')).toBe('planPremium');
  });

  it('keeps the summaries public and indexable, and the full report and the candidate’s pages behind sign-in, never indexed', () => {
    for (const name of ['informeSueldoTeaser', 'informesDeSueldo', 'planPremium'] as const) {
      expect(routeByName(name)).toMatchObject({ owner: 'mfe_content', auth: false, index: true });
    }
    expect(routeByName('informeSueldo')).toMatchObject({ owner: 'mfe_content', auth: true, datosBasicos: false, index: false });
    for (const name of ['misInformesDeSueldo', 'informesPerfilPostulantes'] as const) {
      expect(routeByName(name)).toMatchObject({ owner: 'mfe_account', layout: 'defaultLogueado', auth: true, datosBasicos: true, index: false });
    }
  });
});
