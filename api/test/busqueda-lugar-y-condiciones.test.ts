// A keyword that names a place or says a condition, through GET /api/searchjob over the seeded offers: the job
// in the comuna named comes first, then in its region, then elsewhere, and the answer counts them
// (`lugarReconocido`); "sin experiencia" or "part time" filter as the filters would and are said back
// (`condicionesReconocidas`) with the keyword that removes them.
import { ResultadoBusquedaSchema, type ResultadoBusqueda } from '@portal/shared/contract';
import { entornoDelArchivo, obtener } from './support/app-de-prueba';

const entorno = entornoDelArchivo();

const buscar = (consulta: string, pagina = 1): Promise<ResultadoBusqueda> =>
  obtener(entorno.app, `/api/searchjob?idDominio=857&orden=RANKING&pagina=${pagina}&${consulta}`, ResultadoBusquedaSchema);

const clave = (palabraClave: string) => `palabraClave=${encodeURIComponent(palabraClave)}`;

/** Every match, in order, and the first page's answer. */
async function todas(consulta: string) {
  const primera = await buscar(consulta);
  const resto = await Promise.all(Array.from({ length: primera.cantidadPaginas - 1 }, (_, i) => buscar(consulta, i + 2)));
  return { primera, ofertas: [primera, ...resto].flatMap((r) => r.ofertas) };
}

describe('a job and a place in the keyword', () => {
  it.each([['vendedor santiago'], ['vendedora stgo'], ['vendedor en Santiago']])(
    'lists «%s» in the comuna of Santiago first, then the rest of its region, then elsewhere, and counts them',
    async (palabraClave) => {
      const { primera, ofertas } = await todas(clave(palabraClave));
      const vendedores = ofertas.filter((o) => /vended/i.test(o.nombreCargo));
      const tramo = (o: ResultadoBusqueda['ofertas'][number]) =>
        o.ubicacion.nombreComuna === 'Santiago' ? 0 : o.ubicacion.nombreRegion === 'Región Metropolitana de Santiago' ? 1 : 2;
      const tramos = vendedores.map(tramo);
      expect(tramos).toEqual([...tramos].sort());
      expect(tramos.filter((t) => t === 0).length).toBeGreaterThan(0);
      expect(tramos.filter((t) => t === 1).length).toBeGreaterThan(0);
      expect(primera.lugarReconocido).toEqual({
        comuna: 'Santiago',
        enComuna: ofertas.filter((o) => tramo(o) === 0).length,
        region: 'Región Metropolitana de Santiago',
        enRegion: ofertas.filter((o) => tramo(o) < 2).length,
      });
    },
  );

  it.each([
    ['vendedor curacavi', 'Curacaví', 'Región Metropolitana de Santiago'],
    ['cocinero san jose de maipo', 'San José de Maipo', 'Región Metropolitana de Santiago'],
    ['operario quintero', 'Quintero', 'Región de Valparaíso'],
  ])('knows every comuna of Chile, not only those with offers: «%s» names %s, in its region', async (palabraClave, comuna, region) => {
    const { primera } = await todas(clave(palabraClave));
    expect(primera.lugarReconocido).toMatchObject({ comuna, region, enComuna: 0 });
  });
});

describe('conditions said in words', () => {
  it('reads "sin experiencia" as the filter of offers asking for 0 years and says it back', async () => {
    const dicha = await todas(clave('cajero sin experiencia'));
    const filtrada = await todas(`${clave('cajero')}&aniosExperiencia=0`);
    expect(dicha.ofertas.map((o) => o.idOferta)).toEqual(filtrada.ofertas.map((o) => o.idOferta));
    expect(dicha.ofertas.length).toBeGreaterThan(0);
    expect(dicha.primera.condicionesReconocidas).toEqual([{ nombre: 'Sin experiencia', palabraClave: 'cajero' }]);
  });

  it('reads "primer empleo" as 0 years and keeps its words, which titles say too', async () => {
    const { primera, ofertas } = await todas(clave('primer empleo'));
    expect(ofertas.length).toBeGreaterThan(0);
    const dicen = ofertas.filter((o) => /primer empleo/i.test(o.nombreCargo));
    expect(dicen.length).toBeGreaterThan(0);
    expect(ofertas.slice(0, dicen.length)).toEqual(dicen);
    expect(primera.condicionesReconocidas).toEqual([{ nombre: 'Primer empleo', palabraClave: '' }]);
  });

  it('reads "part time" and "fin de semana" as working hours, each removable on its own', async () => {
    const { primera, ofertas } = await todas(clave('garzon part time fin de semana'));
    expect(ofertas.length).toBeGreaterThan(0);
    expect(new Set(ofertas.map((o) => o.jornada))).toEqual(new Set(['FINES_DE_SEMANA']));
    expect(primera.condicionesReconocidas).toEqual([
      { nombre: 'Part time', palabraClave: 'garzon fin de semana' },
      { nombre: 'Fin de semana', palabraClave: 'garzon part time' },
    ]);
  });

  it('reads "estudiante" as part-time or weekend hours, even as the whole keyword', async () => {
    const { primera, ofertas } = await todas(clave('estudiante'));
    expect(ofertas.length).toBeGreaterThan(0);
    expect(ofertas.every((o) => ['PARCIAL', 'FINES_DE_SEMANA'].includes(o.jornada))).toBe(true);
    expect(primera.condicionesReconocidas).toEqual([{ nombre: 'Para estudiantes', palabraClave: '' }]);
  });

  it('leaves the words in the keyword where the visitor chose hours themselves', async () => {
    const { primera, ofertas } = await todas(`${clave('cajero part time')}&jornadas=COMPLETA`);
    expect(ofertas.every((o) => o.jornada === 'COMPLETA')).toBe(true);
    expect(primera.condicionesReconocidas).toBeUndefined();
  });
});
