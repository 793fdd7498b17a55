/** The three regions whose official name is a line by itself, by the name people use. */
const NOMBRE_COMUN: Readonly<Record<string, string>> = {
  "Libertador General Bernardo O'Higgins": "O'Higgins",
  'Aysén del General Carlos Ibáñez del Campo': 'Aysén',
  'Magallanes y de la Antártica Chilena': 'Magallanes',
};

/**
 * "Región del Biobío" → "Biobío", "Región Metropolitana de Santiago" → "Región Metropolitana", "Región del
 * Libertador General Bernardo O'Higgins" → "O'Higgins": a short line.
 */
export const regionCorta = (nombre: string) => {
  const corta = nombre.replace(/^Región (de la|del|de) /, '').replace(/ de Santiago$/, '');
  return NOMBRE_COMUN[corta] ?? corta;
};
