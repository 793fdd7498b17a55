// The multipart uploads the api's slow-upload tests send over a raw socket (@portal/shared/testing/socket-lento).

export const LIMITE = '----portal-prueba';

/** The start of a multipart body: its fields, then a file part's header (its bytes follow as the test sends them). */
export function inicioMultipart(campos: Record<string, string>, archivo: { campo: string; nombre: string }): Buffer {
  return Buffer.concat([
    ...Object.entries(campos).map(([nombre, valor]) => Buffer.from(`--${LIMITE}\r\nContent-Disposition: form-data; name="${nombre}"\r\n\r\n${valor}\r\n`)),
    Buffer.from(`--${LIMITE}\r\nContent-Disposition: form-data; name="${archivo.campo}"; filename="${archivo.nombre}"\r\nContent-Type: application/pdf\r\n\r\n`),
  ]);
}

/** The request line and headers of a POST whose body is announced as `largo` bytes. */
export function cabecerasPost(ruta: string, largo: number, extra: Record<string, string> = {}): string {
  const cabeceras = { host: '127.0.0.1', 'content-type': `multipart/form-data; boundary=${LIMITE}`, 'content-length': String(largo), ...extra };
  return `POST ${ruta} HTTP/1.1\r\n${Object.entries(cabeceras).map(([k, v]) => `${k}: ${v}`).join('\r\n')}\r\n\r\n`;
}
