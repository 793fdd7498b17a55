// WCAG 2.1 contrast of two sRGB colours written `#rgb` or `#rrggbb` (the only form a portal's theme may use).

export type Rgb = readonly [number, number, number];

export function leerHex(color: string): Rgb | null {
  const corto = /^#([0-9a-f])([0-9a-f])([0-9a-f])$/i.exec(color);
  const largo = corto ? null : /^#([0-9a-f]{2})([0-9a-f]{2})([0-9a-f]{2})$/i.exec(color);
  const partes = corto ? corto.slice(1).map((c) => c + c) : largo?.slice(1);
  return partes ? [parseInt(partes[0]!, 16), parseInt(partes[1]!, 16), parseInt(partes[2]!, 16)] : null;
}

export function escribirHex(rgb: Rgb): string {
  return `#${rgb.map((canal) => Math.round(canal).toString(16).padStart(2, '0')).join('')}`;
}

function luminancia([r, g, b]: Rgb): number {
  const lineal = (canal: number) => {
    const c = canal / 255;
    return c <= 0.040_45 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  };
  return 0.2126 * lineal(r) + 0.7152 * lineal(g) + 0.0722 * lineal(b);
}

/** From 1 (same colour) to 21 (black on white). */
export function contraste(a: string, b: string): number {
  const [x, y] = [leerHex(a), leerHex(b)];
  if (!x || !y) return 1;
  const [claro, oscuro] = [luminancia(x), luminancia(y)].sort((m, n) => n - m) as [number, number];
  return (claro + 0.05) / (oscuro + 0.05);
}

/** The colour mixed with black, `cuanto` from 0 (itself) to 1 (black): the same hue, darker. */
export function oscurecer(color: string, cuanto: number): string {
  const rgb = leerHex(color);
  return rgb ? escribirHex([rgb[0] * (1 - cuanto), rgb[1] * (1 - cuanto), rgb[2] * (1 - cuanto)]) : color;
}
