// The one wording of "no such offer", for every route that takes an idOferta.
import { apiError } from '../errors';

export const ofertaNoEncontrada = (idOferta: number) => apiError('OFERTA_NO_ENCONTRADA', `La oferta ${idOferta} no existe o fue eliminada.`);
