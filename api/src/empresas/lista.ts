// The companies with live offers on a portal (/empresas), by name, each with how many it publishes there: the
// offers its search shows (channels of a SAAE or ALIANZA portal, a fair's companies), never a confidential one,
// whose company must stay hidden.
import { paginacion } from '@portal/shared/contract';
import { sql, type Kysely } from 'kysely';
import { ofertasDelPortal, type Portal } from '../portal/portal';
import type { Database } from '../db/tables';
import { contiene } from '../feria/empresas';

export const EMPRESAS_POR_PAGINA = 20;

export async function listaEmpresas(k: Kysely<Database>, portal: Portal, { busqueda, pagina }: { busqueda?: string; pagina: number }) {
  const texto = busqueda?.trim();
  const empresas = ofertasDelPortal(k, portal)
    .innerJoin('empresa as e', 'e.id_empresa', 'o.id_empresa')
    .where('o.confidencial', '=', false)
    // An ACTIVA offer past its expiry is not live (the search skips it too).
    .where('o.fecha_expiracion', '>', sql<Date>`now()`)
    .$if(Boolean(texto), (q) => q.where(sql<boolean>`unaccent(lower(e.nombre_fantasia)) LIKE unaccent(lower(${contiene(texto!)}))`))
    .groupBy(['e.id_empresa', 'e.nombre_fantasia', 'e.url_logo']);
  const [{ total }, filas] = await Promise.all([
    k.selectFrom(empresas.select('e.id_empresa').as('x')).select(sql<number>`count(*)::int`.as('total')).executeTakeFirstOrThrow(),
    empresas
      .select(['e.id_empresa', 'e.nombre_fantasia', 'e.url_logo', sql<number>`count(*)::int`.as('ofertas')])
      .orderBy('e.nombre_fantasia')
      .orderBy('e.id_empresa')
      .limit(EMPRESAS_POR_PAGINA)
      .offset((pagina - 1) * EMPRESAS_POR_PAGINA)
      .execute(),
  ]);
  return {
    empresas: filas.map((f) => ({ idEmpresa: f.id_empresa, nombre: f.nombre_fantasia, urlLogo: f.url_logo, cantidadOfertas: Number(f.ofertas) })),
    ...paginacion(Number(total), pagina, EMPRESAS_POR_PAGINA),
  };
}
