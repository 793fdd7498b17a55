// The demo market reads as a real one (issue 22): each portal's offers fit its audience, a fair company has
// one logo, the legal pages name who runs the portal and carry the date of their version.
import { PaginaSchema } from '@portal/shared/contract';
import { RESPONSABLE } from '../src/db/seed/paginas-legales';
import { entornoDelArchivo, obtener } from './support/app-de-prueba';

const entorno = entornoDelArchivo();

const consulta = async <T>(sql: string) => (await entorno.base.db.query<T>(sql)).rows;

describe('the demo market', () => {
  it('fills the university portal with internships and jobs for students and recent graduates, none asking more than two years', async () => {
    const ofertas = await consulta<{ tipo: string; anios: number; cargo: string }>(
      `SELECT DISTINCT o.id_oferta, o.nombre_tipo_cargo AS tipo, o.anios_experiencia AS anios, o.nombre_cargo AS cargo
       FROM oferta o JOIN oferta_canal oc USING (id_oferta) JOIN canal c USING (id_canal) WHERE c.id_dominio = 859`,
    );
    expect(ofertas.length).toBeGreaterThan(100);
    expect(ofertas.filter((o) => !['Práctica', 'Profesional', 'Técnico'].includes(o.tipo) || o.anios > 2)).toEqual([]);
    expect(ofertas.some((o) => o.tipo === 'Práctica')).toBe(true);
  });

  it("shows a fair company's stand with the same logo as its offers and the company list", async () => {
    const distintos = await consulta<{ nombre: string }>(
      `SELECT e.nombre_fantasia AS nombre FROM feria_empresa f JOIN empresa e USING (id_empresa) WHERE f.url_logo IS DISTINCT FROM e.url_logo`,
    );
    expect(distintos).toEqual([]);
  });

  it('names the legal entity, its RUT and address on the terms, the privacy policy and the cookie policy, dated by their version', async () => {
    const versiones = { 'terminos-y-condiciones': '2026-11-01', 'politica-de-privacidad': '2026-11-27', 'politica-de-cookies': '2026-11-27' };
    for (const [slug, version] of Object.entries(versiones)) {
      const pagina = await obtener(entorno.app, `/api/paginas/${slug}?idDominio=857`, PaginaSchema);
      expect(pagina.html).toContain(`${RESPONSABLE.razonSocial}, RUT ${RESPONSABLE.rut}`);
      expect(pagina.actualizada).toBe(`${version}T03:00:00.000Z`);
    }
  });
});
