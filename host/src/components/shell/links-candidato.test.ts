import { ROUTES } from '@portal/shared/routes';
import { CANDIDATE_LINKS } from './links-candidato';

describe('the candidate menu', () => {
  it("lists every page of the candidate's area that the manifest has", () => {
    // Login-required pages without parameters, except /auth (the shell's session check) and
    // /actualiza-tus-datos (the yearly confirmation that sign-in leads to on its own).
    const fueraDelMenu = new Set(['auth', 'actualizaTusDatos']);
    const paginas = ROUTES.filter((route) => route.auth && !route.path.includes(':') && !fueraDelMenu.has(route.name)).map((route) => route.path);
    const enMenu = new Set<string>(CANDIDATE_LINKS.map(([path]) => path));
    expect(paginas.filter((path) => !enMenu.has(path))).toEqual([]);
    expect(paginas).toEqual(expect.arrayContaining(['/dashboard', '/mis-postulaciones', '/ofertas-guardadas', '/recomendadas', '/relacionadas']));
  });
});
