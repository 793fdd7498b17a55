// Short codes of the URL shortener: the link's numeric id in base62 (0-9, a-z, A-Z).
const ALFABETO = '0123456789abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ';

export function aBase62(n: number): string {
  let codigo = '';
  do {
    codigo = ALFABETO[n % 62] + codigo;
    n = Math.floor(n / 62);
  } while (n > 0);
  return codigo;
}

/** The id a code stands for, or null for anything that is not a code we could have issued. */
export function deBase62(codigo: string): number | null {
  if (!/^[0-9a-zA-Z]{1,8}$/.test(codigo)) return null;
  let n = 0;
  for (const caracter of codigo) n = n * 62 + ALFABETO.indexOf(caracter);
  return Number.isSafeInteger(n) && n <= 2_147_483_647 ? n : null;
}
