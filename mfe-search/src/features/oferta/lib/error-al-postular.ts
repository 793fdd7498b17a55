/** What both ways of applying say when the api gives no message of its own. */
export const ERROR_AL_POSTULAR = 'No pudimos enviar tu postulación. Inténtalo nuevamente.';
