// Keeps the in-memory copy of the offers in step with the database: every search reads the version the
// triggers of migration 006 bump (one tiny query) and, when it moved, waits for a fresh copy. Concurrent
// searches share one reload.
import type { Consultas } from '../../db/db';
import { cargarOfertas, type OfertasIndexadas } from './ofertas-indexadas';

export class IndiceVigente {
  private cargado: { version: string; ofertas: Promise<OfertasIndexadas> } | undefined;

  constructor(private readonly db: Consultas) {}

  private async versionEnBase(): Promise<string> {
    const { rows } = await this.db.query<{ n: string }>('SELECT n::text FROM busqueda_version');
    return rows[0]!.n;
  }

  private copia(version: string): Promise<OfertasIndexadas> {
    if (this.cargado?.version !== version) {
      const ofertas = cargarOfertas(this.db);
      this.cargado = { version, ofertas };
      // A failed load is retried by the next search.
      ofertas.catch(() => this.cargado?.ofertas === ofertas && (this.cargado = undefined));
    }
    return this.cargado.ofertas;
  }

  async ofertas(): Promise<OfertasIndexadas> {
    return this.copia(await this.versionEnBase());
  }

  /**
   * `calcular` over the current copy. It runs on the copy already loaded while the version is being read,
   * and again on a fresh copy only when the data changed: the usual search does not wait for that query.
   */
  async conCopiaVigente<T>(calcular: (ofertas: OfertasIndexadas) => T): Promise<T> {
    const version = this.versionEnBase();
    const anterior = this.cargado;
    if (anterior) {
      const resultado = calcular(await anterior.ofertas);
      if ((await version) === anterior.version) return resultado;
    }
    return calcular(await this.copia(await version));
  }
}
