// Keeps the in-memory copy of the offers in step with the database: every search reads the version the
// triggers of migration 006 bump (one tiny query) and, when it moved, waits for a fresh copy. Concurrent
// searches share one reload.
import type { Consultas } from '../../db/db';
import { cargarOfertas, type OfertasIndexadas } from './ofertas-indexadas';

export class IndiceVigente {
  private cargado: { version: string; ofertas: Promise<OfertasIndexadas> } | undefined;

  constructor(private readonly db: Consultas) {}

  async ofertas(): Promise<OfertasIndexadas> {
    const { rows } = await this.db.query<{ n: string }>('SELECT n::text FROM busqueda_version');
    const version = rows[0]!.n;
    if (this.cargado?.version !== version) {
      const ofertas = cargarOfertas(this.db);
      this.cargado = { version, ofertas };
      // A failed load is retried by the next search.
      ofertas.catch(() => this.cargado?.ofertas === ofertas && (this.cargado = undefined));
    }
    return this.cargado.ofertas;
  }
}
