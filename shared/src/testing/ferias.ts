import type { PreRegistro } from '@portal/shared/contract';

/** Camila's pre-registration to a fair that opens on 1 January 2031 in Chile. */
export const PRE_REGISTRO: PreRegistro = {
  idDominio: 861,
  nombreFeria: 'Feria de Empleo de Verano',
  dominio: 'feria-cerrada.localhost',
  fechaInicio: '2031-01-01T03:00:00.000Z',
  fechaTermino: '2031-02-01T02:59:59.000Z',
  fecha: '2026-11-24T12:00:00.000Z',
};
