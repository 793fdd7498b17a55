// The CV's ordered sections (experience, studies, languages, skills): add, edit, remove and reorder, always
// inside the candidate's own rows (`WHERE id_candidato = …` in every statement, so another candidate's id is
// simply not found). Shapes are checked by the route's TypeBox schema; here: trimming, dates, limits and
// duplicates. Table and column names come from the definitions below, never from the request.
import {
  LIMITES_CURRICULUM,
  problemaPeriodo,
  type CuerposSeccion,
  type EstudioBody,
  type ExperienciaBody,
  type SeccionCurriculum,
} from '@portal/shared/contract';
import type { Db } from '../db/db';
import { apiError } from '../errors';

interface Definicion<S extends SeccionCurriculum> {
  tabla: string;
  id: string;
  /** Column → value of a body, trimmed, checked (throws an ApiError). */
  fila(body: CuerposSeccion[S]): Record<string, unknown>;
  /** What a repeated entry says (languages and skills are unique in a CV). */
  duplicado?: (body: CuerposSeccion[S]) => string;
}

const texto = (valor: string) => valor.trim();
const opcional = (valor: string | null) => (valor?.trim() ? valor.trim() : null);
const requerido = (valor: string, campo: string) => {
  const limpio = valor.trim();
  if (!limpio) throw apiError('VALIDACION', `Completa el campo «${campo}».`);
  return limpio;
};
const periodo = (inicio: string, termino: string | null, terminoFuturo: boolean) => {
  const problema = problemaPeriodo(inicio, termino, { terminoFuturo });
  if (problema) throw apiError('VALIDACION', problema);
};

export const SECCIONES: { [S in SeccionCurriculum]: Definicion<S> } = {
  experiencias: {
    tabla: 'curriculum_experiencia',
    id: 'id_experiencia',
    fila: (b: ExperienciaBody) => {
      periodo(b.inicio, b.termino, false);
      return { cargo: requerido(b.cargo, 'Cargo'), empresa: requerido(b.empresa, 'Empresa'), inicio: b.inicio, termino: b.termino, descripcion: opcional(b.descripcion) };
    },
  },
  estudios: {
    tabla: 'curriculum_estudio',
    id: 'id_estudio',
    fila: (b: EstudioBody) => {
      // An expected graduation may lie ahead while the studies go on.
      periodo(b.inicio, b.termino, b.estado === 'EN_CURSO');
      return { nivel: b.nivel, institucion: requerido(b.institucion, 'Institución'), carrera: opcional(b.carrera), estado: b.estado, inicio: b.inicio, termino: b.termino };
    },
  },
  idiomas: {
    tabla: 'curriculum_idioma',
    id: 'id_idioma',
    fila: (b) => ({ idioma: b.idioma, nivel: b.nivel }),
    duplicado: (b) => `Tu currículum ya tiene el idioma ${b.idioma}: edítalo para cambiar su nivel.`,
  },
  habilidades: {
    tabla: 'curriculum_habilidad',
    id: 'id_habilidad',
    fila: (b) => ({ nombre: requerido(b.nombre, 'Habilidad') }),
    duplicado: (b) => `Tu currículum ya tiene la habilidad «${texto(b.nombre)}».`,
  },
};

const UNIQUE_VIOLATION = '23505';

async function conDuplicado<T>(definicion: { duplicado?: () => string }, accion: () => Promise<T>): Promise<T> {
  try {
    return await accion();
  } catch (error) {
    if ((error as { code?: string }).code === UNIQUE_VIOLATION && definicion.duplicado) throw apiError('CURRICULUM_DUPLICADO', definicion.duplicado());
    throw error;
  }
}

/** Marks the CV as changed now (creating its row on the first change). */
export async function tocarCurriculum(db: Db, idCandidato: number): Promise<void> {
  await db.query('INSERT INTO curriculum (id_candidato) VALUES ($1) ON CONFLICT (id_candidato) DO UPDATE SET actualizado = now()', [idCandidato]);
}

export async function agregarElemento<S extends SeccionCurriculum>(db: Db, idCandidato: number, seccion: S, body: CuerposSeccion[S]): Promise<void> {
  const d = SECCIONES[seccion] as Definicion<S>;
  const fila = d.fila(body);
  const columnas = Object.keys(fila);
  await db.transaction(async (tx) => {
    const { rows } = await tx.query<{ n: number }>(`SELECT count(*)::int AS n FROM ${d.tabla} WHERE id_candidato = $1`, [idCandidato]);
    const limite = LIMITES_CURRICULUM.items[seccion];
    if (rows[0]!.n >= limite) throw apiError('CURRICULUM_LIMITE', `Tu currículum admite como máximo ${limite} elementos en esta sección.`);
    const valores = columnas.map((_, i) => `$${i + 2}`).join(', ');
    await conDuplicado({ duplicado: d.duplicado && (() => d.duplicado!(body)) }, () =>
      tx.query(
        `INSERT INTO ${d.tabla} (id_candidato, orden, ${columnas.join(', ')})
         VALUES ($1, (SELECT coalesce(max(orden) + 1, 0) FROM ${d.tabla} WHERE id_candidato = $1), ${valores})`,
        [idCandidato, ...Object.values(fila)],
      ),
    );
    await tocarCurriculum(tx, idCandidato);
  });
}

export async function editarElemento<S extends SeccionCurriculum>(db: Db, idCandidato: number, seccion: S, id: number, body: CuerposSeccion[S]): Promise<void> {
  const d = SECCIONES[seccion] as Definicion<S>;
  const fila = d.fila(body);
  const asignaciones = Object.keys(fila).map((columna, i) => `${columna} = $${i + 3}`).join(', ');
  await db.transaction(async (tx) => {
    const { rows } = await conDuplicado({ duplicado: d.duplicado && (() => d.duplicado!(body)) }, () =>
      tx.query(`UPDATE ${d.tabla} SET ${asignaciones} WHERE ${d.id} = $1 AND id_candidato = $2 RETURNING ${d.id}`, [id, idCandidato, ...Object.values(fila)]),
    );
    if (!rows.length) throw apiError('CURRICULUM_ELEMENTO_NO_ENCONTRADO');
    await tocarCurriculum(tx, idCandidato);
  });
}

export async function quitarElemento(db: Db, idCandidato: number, seccion: SeccionCurriculum, id: number): Promise<void> {
  const d = SECCIONES[seccion];
  await db.transaction(async (tx) => {
    const { rows } = await tx.query(`DELETE FROM ${d.tabla} WHERE ${d.id} = $1 AND id_candidato = $2 RETURNING ${d.id}`, [id, idCandidato]);
    if (!rows.length) throw apiError('CURRICULUM_ELEMENTO_NO_ENCONTRADO');
    await tocarCurriculum(tx, idCandidato);
  });
}

/** Sets the order to `ids`, which must name each entry of the section exactly once. */
export async function ordenarSeccion(db: Db, idCandidato: number, seccion: SeccionCurriculum, ids: number[]): Promise<void> {
  const d = SECCIONES[seccion];
  await db.transaction(async (tx) => {
    const { rows } = await tx.query<{ id: number }>(`SELECT ${d.id} AS id FROM ${d.tabla} WHERE id_candidato = $1 FOR UPDATE`, [idCandidato]);
    const propios = new Set(rows.map((r) => r.id));
    if (ids.length !== propios.size || new Set(ids).size !== ids.length || ids.some((id) => !propios.has(id))) {
      throw apiError('VALIDACION', 'El nuevo orden debe incluir cada elemento de la sección una sola vez. Recarga la página.');
    }
    for (const [orden, id] of ids.entries()) {
      await tx.query(`UPDATE ${d.tabla} SET orden = $1 WHERE ${d.id} = $2 AND id_candidato = $3`, [orden, id, idCandidato]);
    }
    await tocarCurriculum(tx, idCandidato);
  });
}
