// `pnpm --filter api seed`: migrates and seeds the configured database if it is empty
// (SEED_OFERTAS=50000 for benchmarks; delete DATA_DIR first to re-seed PGlite). A command of its own: it
// reads the two variables it needs here, not the server's configuracion.ts.
import { openDb } from '../open';
import { ofertasSemilla, prepararDb } from '../preparar';

async function main(): Promise<void> {
  const opened = await openDb(process.env);
  try {
    const inicio = Date.now();
    const { sembrada } = await prepararDb(opened.db, ofertasSemilla(process.env));
    console.log(sembrada ? `Base sembrada en ${Date.now() - inicio} ms (${opened.description}).` : `La base ya tenía datos (${opened.description}).`);
  } finally {
    await opened.close();
  }
}

main().catch((error: Error) => {
  console.error(`No se pudo sembrar la base: ${error.message}`);
  process.exit(1);
});
