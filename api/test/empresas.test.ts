import { ApiErrorSchema, ListaEmpresasSchema, ResultadoBusquedaSchema } from '@portal/shared/contract';
import { entornoDelArchivo, obtener } from './support/app-de-prueba';

const CORPORATIVO = 857;
const SAAE = 858;

const entorno = entornoDelArchivo();

const lista = (query: string) => obtener(entorno.app, `/api/empresas?${query}`, ListaEmpresasSchema);
const enBusqueda = async (idDominio: number, idEmpresa: number) =>
  (await obtener(entorno.app, `/api/searchjob?idDominio=${idDominio}&idEmpresas=${idEmpresa}`, ResultadoBusquedaSchema)).cantidadRegistros;

describe('GET /api/empresas', () => {
  it('lists the companies with live offers by name, twenty a page, each with as many offers as its search finds', async () => {
    const primera = await lista(`idDominio=${CORPORATIVO}`);
    const segunda = await lista(`idDominio=${CORPORATIVO}&pagina=2`);

    expect(primera.empresas).toHaveLength(20);
    expect(primera.cantidadPaginas).toBe(Math.ceil(primera.cantidadRegistros / 20));
    // By name: compared by first letter only, which every collation (PGlite's, a server's locale) orders alike.
    const iniciales = [...primera.empresas, ...segunda.empresas].map((e) => e.nombre.normalize('NFD').charAt(0).toLowerCase());
    expect(iniciales).toEqual([...iniciales].sort());
    expect(segunda.empresas.map((e) => e.idEmpresa)).not.toContain(primera.empresas[0]!.idEmpresa);
    for (const empresa of primera.empresas.slice(0, 5)) {
      expect(empresa.cantidadOfertas).toBeGreaterThan(0);
      expect({ empresa: empresa.nombre, ofertas: await enBusqueda(CORPORATIVO, empresa.idEmpresa) }).toEqual({ empresa: empresa.nombre, ofertas: empresa.cantidadOfertas });
    }
  });

  it("counts on a SAAE portal only its channels' offers, as its search does", async () => {
    const corporativo = await lista(`idDominio=${CORPORATIVO}`);
    const saae = await lista(`idDominio=${SAAE}`);
    const { rows } = await entorno.base.db.query<{ n: number }>(
      `SELECT count(DISTINCT o.id_empresa)::int AS n FROM oferta o JOIN oferta_canal oc USING (id_oferta) JOIN canal c USING (id_canal)
        WHERE c.id_dominio = ${SAAE} AND o.estado = 'ACTIVA' AND o.fecha_expiracion > now() AND NOT o.confidencial`,
    );
    expect(saae.cantidadRegistros).toBe(rows[0]!.n);
    expect(saae.cantidadRegistros).toBeLessThan(corporativo.cantidadRegistros);
    for (const empresa of saae.empresas.slice(0, 5)) {
      expect({ empresa: empresa.nombre, ofertas: await enBusqueda(SAAE, empresa.idEmpresa) }).toEqual({ empresa: empresa.nombre, ofertas: empresa.cantidadOfertas });
    }
  });

  it('finds a company by part of its name, without minding accents or capitals', async () => {
    const [empresa] = (await lista(`idDominio=${CORPORATIVO}`)).empresas;
    const parte = empresa!.nombre.normalize('NFD').replace(/[\u0300-\u036f]/g, '').toUpperCase().slice(1, 6);
    const encontradas = await lista(`idDominio=${CORPORATIVO}&busqueda=${encodeURIComponent(parte)}`);
    expect(encontradas.empresas.map((e) => e.idEmpresa)).toContain(empresa!.idEmpresa);
    expect((await lista(`idDominio=${CORPORATIVO}&busqueda=${encodeURIComponent('%_no existe')}`)).empresas).toEqual([]);
  });

  it('never lists a company through its confidential offers, nor counts them', async () => {
    const [empresa] = (await lista(`idDominio=${CORPORATIVO}`)).empresas;
    const nombre = encodeURIComponent(empresa!.nombre);
    const { rows } = await entorno.base.db.query<{ id_oferta: number }>(
      `SELECT id_oferta FROM oferta WHERE id_empresa = ${empresa!.idEmpresa} AND estado = 'ACTIVA' AND fecha_expiracion > now() AND NOT confidencial ORDER BY id_oferta`,
    );
    const ids = rows.map((r) => r.id_oferta);
    try {
      await entorno.base.db.exec(`UPDATE oferta SET confidencial = true WHERE id_oferta = ${ids[0]!}`);
      const una = (await lista(`idDominio=${CORPORATIVO}&busqueda=${nombre}`)).empresas.find((e) => e.idEmpresa === empresa!.idEmpresa);
      expect(una?.cantidadOfertas).toBe(empresa!.cantidadOfertas - 1);

      await entorno.base.db.exec(`UPDATE oferta SET confidencial = true WHERE id_oferta IN (${ids.join(', ')})`);
      expect((await lista(`idDominio=${CORPORATIVO}&busqueda=${nombre}`)).empresas.map((e) => e.idEmpresa)).not.toContain(empresa!.idEmpresa);
    } finally {
      await entorno.base.db.exec(`UPDATE oferta SET confidencial = false WHERE id_oferta IN (${ids.join(', ')})`);
    }
  });

  it('answers 400 for a bad page, a search too long or no portal, and 404 for an unknown portal', async () => {
    for (const query of ['', 'idDominio=857&pagina=0', `idDominio=857&busqueda=${'a'.repeat(101)}`, 'idDominio=abc']) {
      expect((await obtener(entorno.app, `/api/empresas?${query}`, ApiErrorSchema, 400)).code).toBe('VALIDACION');
    }
    expect((await obtener(entorno.app, '/api/empresas?idDominio=99999', ApiErrorSchema, 404)).code).toBe('DOMINIO_NO_ENCONTRADO');
  });
});
