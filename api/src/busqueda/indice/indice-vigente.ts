// Keeps the in-memory copy of the offers in step with the database. The first search waits for a whole
// copy; after that every search first reads the change log (registro-cambios.ts, one small query), and when
// offers changed, the changes are applied to the copy offer by offer (cambios.ts) before it computes. Offers
// whose expiry passes leave the copy with no write at all. A whole copy is loaded again only when the log
// asks for it or too many offers changed at once, and searches keep answering from the old copy meanwhile.
import type { Consultas } from '../../db/db';
import { devolverMemoria } from '../../hilos/devolver-memoria';
import { aplicarCambios } from './cambios';
import { cargarOfertas, leerCatalogos, leerOfertas, type OfertasIndexadas, type OfertasLeidas } from './ofertas-indexadas';
import { RegistroDeCambios, type LecturaCambios } from './registro-cambios';

/** More changed offers than this at once (a bulk import) are read faster in one full load. */
const maximoPorLote = (cantidad: number) => Math.max(5000, cantidad / 10);

const NINGUNA: OfertasLeidas = { filas: [], canales: [], categorias: [] };

export class IndiceVigente {
  private actual: OfertasIndexadas | undefined;
  private primera: Promise<OfertasIndexadas> | undefined;
  /** A full load in the background, while searches go on with `actual`. */
  private recarga: Promise<void> | undefined;
  /** Reads of the log are applied one at a time, in the order searches made them. */
  private cola: Promise<unknown> = Promise.resolve();
  /** The earliest expiry in the copy. */
  private proximaExpiracion = Infinity;
  private readonly registro: RegistroDeCambios;

  constructor(private readonly db: Consultas) {
    this.registro = new RegistroDeCambios(db);
  }

  /** The copy, loaded first when there is none (a failed load is retried by the next call). */
  ofertas(): Promise<OfertasIndexadas> {
    if (this.actual) return Promise.resolve(this.actual);
    this.primera ??= this.cargar().finally(() => (this.primera = undefined));
    return this.primera;
  }

  /**
   * `calcular` over the copy with every change committed before the call: the log is read first and what it
   * brings applied, then `calcular` runs once, on that copy, between two changes. (Computing while the log was
   * read and again when it had changed the copy made a search racing a write compute twice, and the searches
   * queued behind it waited for both.)
   */
  async conCopiaVigente<T>(calcular: (ofertas: OfertasIndexadas) => T): Promise<T> {
    // A copy loaded just now is newer than this search.
    if (!this.actual) return calcular(await this.ofertas());
    return calcular(await this.alDia(this.registro.leer()));
  }

  private async cargar(): Promise<OfertasIndexadas> {
    const horizonte = await this.registro.horizonteActual();
    const copia = await cargarOfertas(this.db);
    this.registro.reiniciar(horizonte);
    this.poner(copia);
    // The load's rows, their texts and the replaced copy were several times the copy itself.
    devolverMemoria();
    return copia;
  }

  private poner(copia: OfertasIndexadas): void {
    this.actual = copia;
    let proxima = Infinity;
    for (const expira of copia.fechaExpiracion) if (expira < proxima) proxima = expira;
    this.proximaExpiracion = proxima;
  }

  /** The copy once `lectura` is applied. */
  private alDia(lectura: Promise<LecturaCambios>): Promise<OfertasIndexadas> {
    const paso = this.cola.then(async () => {
      const leida = await lectura;
      if (!this.recarga) await this.aplicar(leida);
      return this.actual!;
    });
    this.cola = paso.catch(() => undefined);
    return paso;
  }

  private async aplicar(lectura: LecturaCambios): Promise<void> {
    const anterior = this.actual!;
    const { ofertas, catalogos, completa } = this.registro.pendientes(lectura);
    if (completa || ofertas.size > maximoPorLote(anterior.cantidad)) {
      this.recargar();
      return;
    }
    const ahora = Date.now();
    const vencidas = ahora < this.proximaExpiracion ? [] : anterior.idOferta.filter((_, i) => anterior.fechaExpiracion[i]! <= ahora);
    if (ofertas.size || catalogos || vencidas.length) {
      const ids = [...ofertas];
      const [leidas, nuevosCatalogos] = await Promise.all([ids.length ? leerOfertas(this.db, ids) : NINGUNA, catalogos ? leerCatalogos(this.db) : undefined]);
      for (const id of vencidas) ofertas.add(id);
      // The thread's clock decides expiry, the database's may differ a little: both agree here.
      const filas = leidas.filas.filter((fila) => Number(fila.expira) > ahora);
      this.poner(aplicarCambios(anterior, { ...leidas, filas, ids: ofertas, catalogos: nuevosCatalogos }));
    }
    this.registro.aplicada(lectura);
  }

  private recargar(): void {
    // Until it is ready reads are not applied; then the log is read again from where the load began.
    this.recarga ??= this.cargar().then(
      () => (this.recarga = undefined),
      () => (this.recarga = undefined),
    );
  }
}
