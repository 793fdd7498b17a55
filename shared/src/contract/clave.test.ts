// Property tests of the one password rule (registration meter, recovery, settings and the api).
import fc from 'fast-check';
import { CLAVE_MAX, CLAVE_MIN, fortalezaClave, problemasClave } from './clave';

const letra = fc.constantFrom(...'abcdefghijklmnñopqrstuvwxyzáéíóúABCDEFGHIJKLMNÑOPQRSTUVWXYZ');
const digito = fc.constantFrom(...'0123456789');
const cualquiera = fc.constantFrom(...'abcXYZ0123456789!#$%&*-_.ñÑ ');
/** At least one letter and one digit, CLAVE_MIN to CLAVE_MAX characters, in any order. */
const claveAceptable = fc
  .tuple(letra, digito, fc.array(cualquiera, { minLength: CLAVE_MIN - 2, maxLength: CLAVE_MAX - 2 }))
  .chain(([l, d, resto]) => fc.shuffledSubarray([l, d, ...resto], { minLength: resto.length + 2 }))
  .map((chars) => chars.join(''));

describe('the password rule', () => {
  it('accepts any password of 8 to 128 characters with a letter and a digit, rated at least "Aceptable"', () => {
    fc.assert(
      fc.property(claveAceptable, (clave) => {
        expect(problemasClave(clave)).toEqual([]);
        expect(fortalezaClave(clave)).toBeGreaterThanOrEqual(2);
        expect(fortalezaClave(clave)).toBeLessThanOrEqual(4);
      }),
    );
  });

  it('refuses a password shorter than 8 characters, rated at most "Débil"', () => {
    fc.assert(
      fc.property(fc.string({ maxLength: CLAVE_MIN - 1 }), (clave) => {
        expect(problemasClave(clave)).toContain(`Usa al menos ${CLAVE_MIN} caracteres.`);
        expect(fortalezaClave(clave)).toBeLessThanOrEqual(1);
      }),
    );
  });

  it('refuses a password longer than 128 characters', () => {
    fc.assert(fc.property(claveAceptable, (clave) => expect(problemasClave(`${clave}${'a1'.repeat(65)}`)).toContain(`Usa como máximo ${CLAVE_MAX} caracteres.`)));
  });

  it('asks for a digit when there is none, and for a letter when there is none', () => {
    fc.assert(fc.property(fc.array(letra, { minLength: CLAVE_MIN }), (letras) => expect(problemasClave(letras.join(''))).toEqual(['Incluye al menos un número.'])));
    fc.assert(fc.property(fc.array(digito, { minLength: CLAVE_MIN }), (digitos) => expect(problemasClave(digitos.join(''))).toEqual(['Incluye al menos una letra.'])));
  });

  it("refuses a password holding the account's own e-mail name or document number", () => {
    fc.assert(
      fc.property(fc.stringMatching(/^[a-z]{4,10}$/), fc.integer({ min: 1_000_000, max: 99_999_999 }), claveAceptable, (usuario, run, clave) => {
        const propio = 'No uses tu correo ni tu documento en la contraseña.';
        expect(problemasClave(`${clave}${usuario.toUpperCase()}`, { correo: `${usuario}@correo.cl` })).toContain(propio);
        expect(problemasClave(`x${run}`, { numeroDocumento: new Intl.NumberFormat('es-CL').format(run) })).toContain(propio);
      }),
    );
  });

  it('rates an empty password 0 and never goes beyond 4', () => {
    expect(fortalezaClave('')).toBe(0);
    fc.assert(fc.property(fc.string({ maxLength: 200 }), (clave) => expect(fortalezaClave(clave)).toBeLessThanOrEqual(4)));
  });
});
