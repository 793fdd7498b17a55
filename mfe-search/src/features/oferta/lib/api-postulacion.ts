// The offer page's application calls, imported when one is made: a visitor's first view makes none (issue 27),
// and with them their schemas leave it.
export { getEstadoPostulacion, registrarClicExterno } from '@portal/shared/api';
