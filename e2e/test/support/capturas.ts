// Visual regression: a page's first screen compared, pixel by pixel, with the reference committed in
// e2e/capturas/. `npm run capturas:actualizar` writes the references again (after a change of look that is
// meant); a plain run fails on any other change and leaves the new capture and a diff in e2e/artifacts/capturas/.
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import pixelmatch from 'pixelmatch';
import { PNG } from 'pngjs';
import { browser } from './browser';

const REFERENCIAS = join(__dirname, '..', '..', 'capturas');
const ARTEFACTOS = join(__dirname, '..', '..', 'artifacts', 'capturas');
export const ACTUALIZANDO = process.env.CAPTURAS === 'actualizar';

/**
 * How far two captures of the same page may differ and still be the same look: pixelmatch's colour distance per
 * pixel (anti-aliased edges ignored), and a share of pixels that absorbs sub-pixel text rendering. A moved
 * button, a colour changed or a line of text more is thousands of pixels; one line across a desktop is 1,280.
 */
const UMBRAL_COLOR = 0.1;
const PIXELES_DISTINTOS_MAXIMOS = 0.001;

/**
 * What changes from one day or run to the next without the look changing: dates (every date the portal shows is a
 * <time>, relative to the day the database was seeded), the caret, animations and scroll bars. A date is hidden in
 * a box of one width: its length changed its line (a column of the applications' tracker took a line more on
 * 28 November than on 7 December), and a date the page writes again after it is shown (a relative one) may come
 * before or after the capture.
 */
const SIN_VARIACION = `
  time { visibility: hidden !important; display: inline-block !important; width: 11em !important; white-space: nowrap !important; }
  *, *::before, *::after { animation: none !important; transition: none !important; caret-color: transparent !important; }
  html { scrollbar-width: none !important; }
`;

async function prepararPagina(): Promise<void> {
  await browser().execute((css) => {
    const estilo = document.createElement('style');
    estilo.dataset.capturas = '';
    estilo.textContent = css;
    document.head.append(estilo);
    (document.activeElement as HTMLElement | null)?.blur();
    window.scrollTo(0, 0);
  }, SIN_VARIACION);
  await browser().waitUntil(
    () =>
      browser().execute(async () => {
        await document.fonts.ready;
        // Images below the first screen may be lazy: they never load until scrolled to.
        const aLaVista = [...document.images].filter((imagen) => imagen.getBoundingClientRect().top < window.innerHeight);
        return aLaVista.every((imagen) => imagen.complete) && !document.querySelector('[aria-busy="true"]');
      }),
    { timeout: 30_000, timeoutMsg: 'the page never finished loading its images, fonts or content' },
  );
}

const leer = (png: Buffer) => PNG.sync.read(png);

/** The first screen once two captures in a row are the same (late images, hydration and fonts settled). */
async function capturaEstable(): Promise<PNG> {
  // Chromium encodes the same pixels to the same PNG: comparing the encoded captures is enough here.
  let anterior = await browser().takeScreenshot();
  for (let intento = 0; intento < 10; intento++) {
    await browser().pause(200);
    const actual = await browser().takeScreenshot();
    if (actual === anterior) break;
    anterior = actual;
  }
  return leer(Buffer.from(anterior, 'base64'));
}

function guardar(archivo: string, png: PNG): void {
  mkdirSync(dirname(archivo), { recursive: true });
  writeFileSync(archivo, PNG.sync.write(png));
}

/**
 * Compares the page now in the browser with its reference `nombre` (e.g. `saae/oferta-telefono`). Answers what
 * differs, in words for the test's failure, or null when it is the same look.
 */
export async function diferenciaConReferencia(nombre: string): Promise<string | null> {
  await prepararPagina();
  const captura = await capturaEstable();
  const referencia = join(REFERENCIAS, `${nombre}.png`);
  if (ACTUALIZANDO) {
    guardar(referencia, captura);
    return null;
  }
  if (!existsSync(referencia)) return `${nombre}: no reference in e2e/capturas/ (write it with npm run capturas:actualizar)`;
  const esperada = leer(readFileSync(referencia));
  const nueva = join(ARTEFACTOS, `${nombre}.nueva.png`);
  if (esperada.width !== captura.width || esperada.height !== captura.height) {
    guardar(nueva, captura);
    return `${nombre}: ${captura.width}×${captura.height} captured, the reference is ${esperada.width}×${esperada.height} (see ${nueva})`;
  }
  const diferencia = new PNG({ width: captura.width, height: captura.height });
  const distintos = pixelmatch(esperada.data, captura.data, diferencia.data, captura.width, captura.height, { threshold: UMBRAL_COLOR });
  const maximos = Math.round(captura.width * captura.height * PIXELES_DISTINTOS_MAXIMOS);
  if (distintos <= maximos) return null;
  guardar(nueva, captura);
  guardar(join(ARTEFACTOS, `${nombre}.diferencia.png`), diferencia);
  return `${nombre}: ${distintos} pixels differ from the reference (at most ${maximos}); the capture and the differences are in e2e/artifacts/capturas/`;
}
