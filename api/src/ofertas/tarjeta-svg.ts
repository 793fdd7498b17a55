// Draws an offer's social card: a 1200x630 PNG with its title, company, place and the portal's name.
// The SVG is composed here and rasterised by resvg (prebuilt binary from npm) with the Inter TTF files of
// @expo-google-fonts/inter, so the card looks the same on every machine and needs no system fonts.
// Synchronous and about 50-100 ms of CPU: it runs only in the card thread (hilo-tarjeta.cjs).
import { Resvg } from '@resvg/resvg-js';
import { CARD_HEIGHT, CARD_WIDTH, type CardContent } from '@portal/shared/metadatos';

const FUENTES = ['400Regular/Inter_400Regular.ttf', '700Bold/Inter_700Bold.ttf'].map((archivo) =>
  require.resolve(`@expo-google-fonts/inter/${archivo}`),
);

const XML: Readonly<Record<string, string>> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&apos;' };
const xml = (texto: string) => texto.replace(/[&<>"']/g, (c) => XML[c]!);

/**
 * Splits text into at most `maxLineas` lines of about `porLinea` characters, breaking between words; the last
 * line ends in "…" when text is left over. (Inter's average glyph is about 0.55 em wide.)
 */
export function lineas(texto: string, porLinea: number, maxLineas: number): string[] {
  const resultado: string[] = [];
  let actual = '';
  for (const palabra of texto.trim().split(/\s+/)) {
    const candidata = actual ? `${actual} ${palabra}` : palabra;
    if (candidata.length <= porLinea || !actual) {
      actual = candidata;
      continue;
    }
    resultado.push(actual);
    actual = palabra;
  }
  if (actual) resultado.push(actual);
  if (resultado.length <= maxLineas) return resultado.map((l) => recortar(l, porLinea));
  const visibles = resultado.slice(0, maxLineas);
  visibles[maxLineas - 1] = `${recortar(visibles[maxLineas - 1]!, porLinea - 1)}…`;
  return visibles;
}

function recortar(linea: string, largo: number): string {
  return linea.length <= largo ? linea : `${linea.slice(0, largo - 1)}…`;
}

function svg(card: CardContent): string {
  const titulo = lineas(card.nombreCargo, 30, 3);
  const tituloY = 280 - (titulo.length - 1) * 33;
  const empresaY = tituloY + (titulo.length - 1) * 76 + 80;
  const lugar = `${card.ubicacion.nombreComuna}, ${card.ubicacion.nombreRegion}`;
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${CARD_WIDTH}" height="${CARD_HEIGHT}" viewBox="0 0 ${CARD_WIDTH} ${CARD_HEIGHT}">
  <rect width="100%" height="100%" fill="#0b5cad"/>
  <rect x="40" y="40" width="1120" height="550" rx="24" fill="#ffffff"/>
  <rect x="40" y="40" width="16" height="550" fill="#f5a300"/>
  <g font-family="Inter" fill="#1d2733">
    <text x="96" y="120" font-size="30" font-weight="700" fill="#0b5cad">${xml(lineas(card.portal, 60, 1)[0] ?? '')}</text>
    ${titulo.map((linea, i) => `<text x="96" y="${tituloY + i * 76}" font-size="64" font-weight="700">${xml(linea)}</text>`).join('\n    ')}
    <text x="96" y="${empresaY}" font-size="38">${xml(lineas(card.nombreEmpresaFantasia, 48, 1)[0] ?? '')}</text>
    <text x="96" y="540" font-size="32" fill="#4a5868">${xml(lineas(lugar, 60, 1)[0] ?? '')}</text>
  </g>
</svg>`;
}

/** The card as PNG bytes. */
export function dibujarTarjetaSincrona(card: CardContent): Buffer {
  const resvg = new Resvg(svg(card), {
    fitTo: { mode: 'width', value: CARD_WIDTH },
    font: { fontFiles: FUENTES, loadSystemFonts: false, defaultFontFamily: 'Inter' },
  });
  return resvg.render().asPng();
}
