const MESES = ['enero', 'febrero', 'marzo', 'abril', 'mayo', 'junio', 'julio', 'agosto', 'septiembre', 'octubre', 'noviembre', 'diciembre'];

/** "marzo de 2021" from "2021-03". */
export const mesTexto = (mes: string) => `${MESES[Number(mes.slice(5, 7)) - 1] ?? ''} de ${mes.slice(0, 4)}`;

/** "marzo de 2021 – actualidad". */
export const periodoTexto = (inicio: string, termino: string | null, abierto = 'actualidad') => `${mesTexto(inicio)} – ${termino ? mesTexto(termino) : abierto}`;

/** "1,2 MB", "350 KB". */
export function tamanoTexto(bytes: number): string {
  if (bytes >= 1_000_000) return `${(bytes / 1_000_000).toLocaleString('es-CL', { maximumFractionDigits: 1 })} MB`;
  return `${Math.max(1, Math.round(bytes / 1000))} KB`;
}

/** Saves a blob as a file the browser downloads. */
export function guardarComo(blob: Blob, nombre: string): void {
  const url = URL.createObjectURL(blob);
  const enlace = document.createElement('a');
  enlace.href = url;
  enlace.download = nombre;
  document.body.append(enlace);
  enlace.click();
  enlace.remove();
  // Some browsers read the URL after click returns.
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}
