// A candidate's basic data (/datos-basicos): read in the contract's shape, saved under the rules of the
// design (phone digits, comuna of the region, age 15-100, nationality), and confirmed as still right.
import { sql, type Kysely } from 'kysely';
import type { DatosBasicos, DatosBasicosBody } from '@portal/shared/contract';
import type { Database } from '../db/tables';
import { apiError } from '../errors';

export async function datosBasicos(k: Kysely<Database>, idCandidato: number): Promise<DatosBasicos> {
  const fila = await k
    .selectFrom('candidato')
    .select([
      'nombres',
      'apellidos',
      'tipo_documento',
      'numero_documento',
      'correo',
      'telefono',
      'id_region',
      'id_comuna',
      sql<string | null>`to_char(fecha_nacimiento, 'YYYY-MM-DD')`.as('fecha_nacimiento'),
      'genero',
      'nacionalidad',
      'datos_actualizados',
      'estado',
    ])
    .where('id_candidato', '=', idCandidato)
    .executeTakeFirst();
  if (!fila) throw apiError('SESION_INVALIDA');
  return {
    nombres: fila.nombres,
    apellidos: fila.apellidos,
    tipoDocumento: fila.tipo_documento,
    numeroDocumento: fila.numero_documento,
    correo: fila.correo,
    telefono: fila.telefono,
    idRegion: fila.id_region,
    idComuna: fila.id_comuna,
    fechaNacimiento: fila.fecha_nacimiento,
    genero: fila.genero,
    nacionalidad: fila.nacionalidad,
    actualizados: fila.datos_actualizados ? new Date(fila.datos_actualizados).toISOString() : null,
    estado: fila.estado,
  };
}

/** The date `anios` years before today (UTC), as YYYY-MM-DD. */
function haceAnios(anios: number, hoy = new Date()): string {
  const fecha = new Date(Date.UTC(hoy.getUTCFullYear() - anios, hoy.getUTCMonth(), hoy.getUTCDate()));
  return fecha.toISOString().slice(0, 10);
}

function fechaReal(texto: string): boolean {
  return /^\d{4}-\d{2}-\d{2}$/.test(texto) && !Number.isNaN(Date.parse(texto)) && new Date(texto).toISOString().slice(0, 10) === texto;
}

async function exigirReglas(k: Kysely<Database>, body: DatosBasicosBody): Promise<void> {
  if (!body.nombres.trim() || !body.apellidos.trim()) throw apiError('VALIDACION', 'Ingresa tus nombres y apellidos.');
  if (!/^\d{8,15}$/.test(body.telefono)) throw apiError('VALIDACION', 'El teléfono debe tener solo números, entre 8 y 15 dígitos (por ejemplo, 912345678).');
  const { fechaNacimiento } = body;
  if (!fechaReal(fechaNacimiento) || fechaNacimiento > haceAnios(15) || fechaNacimiento <= haceAnios(100)) {
    throw apiError('VALIDACION', 'La fecha de nacimiento no es válida: debes tener entre 15 y 100 años.');
  }
  const nacionalidad = body.nacionalidad.trim();
  if (nacionalidad.length < 2 || nacionalidad.length > 60) throw apiError('VALIDACION', 'Ingresa tu nacionalidad (entre 2 y 60 caracteres).');
  const comuna = await k
    .selectFrom('comuna')
    .select('id_comuna')
    .where('id_comuna', '=', body.idComuna)
    .where('id_region', '=', body.idRegion)
    .executeTakeFirst();
  if (!comuna) throw apiError('VALIDACION', 'La comuna elegida no pertenece a la región elegida.');
}

/** Saves the data; all are given, so the candidate is FINALIZADO from now on. */
export async function guardarDatosBasicos(k: Kysely<Database>, idCandidato: number, body: DatosBasicosBody): Promise<DatosBasicos> {
  await exigirReglas(k, body);
  await k
    .updateTable('candidato')
    .set({
      nombres: body.nombres.trim(),
      apellidos: body.apellidos.trim(),
      telefono: body.telefono,
      id_region: body.idRegion,
      id_comuna: body.idComuna,
      fecha_nacimiento: body.fechaNacimiento,
      genero: body.genero,
      nacionalidad: body.nacionalidad.trim(),
      datos_actualizados: sql<Date>`now()`,
      estado: 'FINALIZADO',
    })
    .where('id_candidato', '=', idCandidato)
    .execute();
  return datosBasicos(k, idCandidato);
}

/** "My data are still right" (/actualiza-tus-datos): the year starts again. */
export async function confirmarDatosBasicos(k: Kysely<Database>, idCandidato: number): Promise<void> {
  await k.updateTable('candidato').set({ datos_actualizados: sql<Date>`now()` }).where('id_candidato', '=', idCandidato).execute();
}
