import { enlaceHttp, type TIPOS_CURRICULUM } from './oferta';

/** What an offer asks of an application beyond the portal's CV (counts of its lists, as the api reads them). */
export interface ExigenciasOferta {
  preguntas: number;
  documentosRequeridos: number;
  instituciones: number;
  postulacionValidaInstitucion: boolean;
  linkPostulacionExterno: string | null;
  tipoCurriculumAceptado: (typeof TIPOS_CURRICULUM)[number];
}

/**
 * Quick apply (POSTULA_FACIL, issue 25): the offer asks nothing but the portal's CV, so a signed-in
 * candidate applies in one tap. The api refuses a quick application to any other offer, and marks the
 * offers that pass in results and on their page (`postulacionRapida`).
 */
export function admitePostulacionRapida(o: ExigenciasOferta): boolean {
  return (
    o.preguntas === 0 &&
    o.documentosRequeridos === 0 &&
    o.instituciones === 0 &&
    !o.postulacionValidaInstitucion &&
    !enlaceHttp(o.linkPostulacionExterno) &&
    o.tipoCurriculumAceptado !== 'ARCHIVO'
  );
}

/** The quick-apply origins (ORIGENES_POSTULACION): on a phone-sized screen, the _MOBILE one. */
export const ORIGENES_POSTULACION_RAPIDA = ['POSTULA_FACIL', 'POSTULA_FACIL_MOBILE'] as const;
