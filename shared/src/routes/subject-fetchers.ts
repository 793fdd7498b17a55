// The calls that fetch the routes' subjects (subjects.ts), in a chunk of their own with their answers' schemas:
// a first view gets its subject with the page from the edge, so only a later navigation asks the api for one (issue 27).
export { getEvento, getFiltrosBusqueda, getNoticia, getOferta, getPagina, getResumenSueldo } from '@portal/shared/api';
