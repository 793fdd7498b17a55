// `pnpm --filter api seed`: migrates and seeds the configured database if it is empty
// (SEED_OFERTAS=50000 for benchmarks; delete DATA_DIR first to re-seed PGlite).
import { openDb } from '../open';
import { ofertasSemilla, prepararDb } from '../preparar';

async function main(): Promise<void> {
  const opened = await openDb();
  try {
    const inicio = Date.now();
    const { sembrada } = await prepararDb(opened.db, ofertasSemilla());
    console.log(sembrada ? `Base sembrada en ${Date.now() - inicio} ms (${opened.description}).` : `La base ya tenía datos (${opened.description}).`);
  } finally {
    await opened.close();
  }
}

main().catch((error: Error) => {
  console.error(`No se pudo sembrar la base: ${error.message}`);
  process.exit(1);
});
