// Helpers of the apply tests: a signed-in candidate, real little files and multipart bodies for inject.
import * as v from 'valibot';
import { LoginRespuestaSchema } from '@portal/shared/contract';
import type { App } from '../../src/app';

export async function jwtDe(app: App, usuario: string): Promise<string> {
  const respuesta = await app.inject({ method: 'POST', url: '/api/login', payload: { usuario, clave: 'Demo1234!' } });
  return v.parse(LoginRespuestaSchema, respuesta.json()).login.jwt;
}

export const PDF = Buffer.from('%PDF-1.4\n1 0 obj\n<< /Type /Catalog >>\nendobj\ntrailer\n<< /Root 1 0 R >>\n%%EOF\n');
export const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==',
  'base64',
);
/** The header of an OLE compound file, what a Word 97-2003 .doc is. */
export const DOC = Buffer.concat([Buffer.from([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1]), Buffer.alloc(504)]);

export interface Envio {
  idOferta: number;
  origen?: string;
  respuestas?: unknown;
  usarCurriculumPerfil?: boolean;
  archivos?: Record<string, { nombre: string; bytes: Buffer }>;
}

/** POSTs a multipart application the way a browser's FormData does. */
export async function postular(app: App, jwt: string | null, envio: Envio) {
  const form = new FormData();
  form.set('idOferta', String(envio.idOferta));
  form.set('origen', envio.origen ?? 'WEB');
  form.set('respuestas', JSON.stringify(envio.respuestas ?? []));
  form.set('usarCurriculumPerfil', String(envio.usarCurriculumPerfil ?? true));
  for (const [campo, { nombre, bytes }] of Object.entries(envio.archivos ?? {})) form.set(campo, new Blob([new Uint8Array(bytes)]), nombre);
  const peticion = new Request('http://api.test/', { method: 'POST', body: form });
  return app.inject({
    method: 'POST',
    url: '/api/postulaciones',
    headers: { 'content-type': peticion.headers.get('content-type')!, ...(jwt && { authorization: `Bearer ${jwt}` }) },
    payload: Buffer.from(await peticion.arrayBuffer()),
  });
}
