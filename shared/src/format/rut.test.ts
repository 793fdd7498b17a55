// Property tests of SPEC.md section 5 (directives rut and numero) and the módulo 11 check digit.
import fc from 'fast-check';
import { aplicarNumero, digitoVerificador, formatRut, normalizarRut, rutValido } from './rut';

const CHECK_CHARS = ['0', '1', '2', '3', '4', '5', '6', '7', '8', '9', 'K'];

/** A RUN body without leading zeros (1 to 99.999.999). */
const cuerpo = fc.integer({ min: 1, max: 99_999_999 }).map(String);
const checkChar = fc.constantFrom(...CHECK_CHARS, 'k');
/** What a person may type between characters. */
const separadores = fc.array(fc.constantFrom('.', '-'), { maxLength: 2 }).map((s) => s.join(''));

/** The body grouped by three from the right with es-CL's own number format: an oracle independent of formatRut. */
const agrupado = (body: string) => new Intl.NumberFormat('es-CL').format(Number(body));

/** `chars` with separators sprinkled between them. */
const salpicado = (chars: string) =>
  fc.array(separadores, { minLength: chars.length, maxLength: chars.length }).map((seps) => [...chars].map((c, i) => `${c}${seps[i]}`).join(''));

describe('formatRut (directive rut)', () => {
  it('turns any typing of a body and check character, with leading zeros, dots and dashes, into the dotted body, dash and check character', () => {
    fc.assert(
      fc.property(fc.nat({ max: 3 }), cuerpo, checkChar, (ceros, body, dv) =>
        fc.assert(
          fc.property(salpicado(`${body}${dv}`), (typed) => {
            expect(formatRut(`${'0'.repeat(ceros)}${typed}`)).toBe(`${agrupado(body)}-${dv}`);
          }),
          { numRuns: 3 },
        ),
      ),
    );
  });

  it('leaves a formatted value as it is (idempotent)', () => {
    fc.assert(
      fc.property(cuerpo, checkChar, (body, dv) => {
        const formatted = `${agrupado(body)}-${dv}`;
        expect(formatRut(formatted)).toBe(formatted);
      }),
    );
    fc.assert(
      fc.property(fc.string({ unit: fc.constantFrom(...CHECK_CHARS, 'k', '.', '-'), minLength: 1 }), (typed) => {
        const once = formatRut(typed);
        if (!/^0*[.-]+0/.test(typed)) {
          expect(formatRut(once)).toBe(once);
          return;
        }
        // Zeros hidden behind a separator (".00050") survive the first pass, as the SPEC's order (zeros first,
        // then separators) says; each later pass strips the zeros it exposes, so the value settles.
        let settled = once;
        for (let pass = 0; pass < typed.length; pass++) settled = formatRut(settled);
        expect(formatRut(settled)).toBe(settled);
      }),
    );
  });

  it('keeps every typed character but leading zeros, dots and dashes, in order', () => {
    fc.assert(
      fc.property(fc.string({ unit: fc.constantFrom(...CHECK_CHARS, 'k', '.', '-'), minLength: 2 }), (typed) => {
        const kept = typed.replace(/^0+/, '').replace(/[.-]/g, '');
        fc.pre(kept.length > 1);
        expect(formatRut(typed).replace(/[.-]/g, '')).toBe(kept);
      }),
    );
  });

  it('leaves a value with one character or none (after zeros, dots and dashes) as typed', () => {
    fc.assert(
      fc.property(fc.nat({ max: 4 }), separadores, fc.option(fc.constantFrom('1', '9', 'K', 'k')), separadores, (ceros, antes, caracter, despues) => {
        const typed = `${'0'.repeat(ceros)}${antes}${caracter ?? ''}${despues}`;
        expect(formatRut(typed)).toBe(typed);
      }),
    );
  });

  it('gives the same value keystroke by keystroke as for the whole text at once', () => {
    fc.assert(
      fc.property(fc.string({ unit: fc.constantFrom(...CHECK_CHARS, 'k'), minLength: 1, maxLength: 10 }), (typed) => {
        const byKeystroke = [...typed].reduce((value, key) => formatRut(value + key), '');
        expect(byKeystroke).toBe(formatRut(typed));
      }),
    );
  });

  it('formats the examples of the spec', () => {
    expect(formatRut('000123456785')).toBe('12.345.678-5');
    expect(formatRut('12345678-k')).toBe('12.345.678-k');
    expect(formatRut('1')).toBe('1');
    expect(formatRut('')).toBe('');
  });
});

describe('digitoVerificador and rutValido (módulo 11)', () => {
  it('computes the known check characters, K included', () => {
    expect(digitoVerificador('11111111')).toBe('1');
    expect(digitoVerificador('12345678')).toBe('5');
    expect(digitoVerificador('6')).toBe('K');
    expect(digitoVerificador('0')).toBe('0');
  });

  it('accepts every body with its computed check character, however it is written', () => {
    fc.assert(
      fc.property(cuerpo, fc.nat({ max: 2 }), (body, ceros) => {
        const dv = digitoVerificador(body);
        expect(CHECK_CHARS).toContain(dv);
        for (const written of [`${body}${dv}`, `${body}-${dv.toLowerCase()}`, formatRut(`${body}${dv}`), `${'0'.repeat(ceros)}${body}-${dv}`]) {
          expect(rutValido(written)).toBe(true);
        }
      }),
    );
  });

  it('refuses the same body with any other check character', () => {
    fc.assert(
      fc.property(cuerpo, fc.constantFrom(...CHECK_CHARS), (body, dv) => {
        fc.pre(dv !== digitoVerificador(body));
        expect(rutValido(`${body}-${dv}`)).toBe(false);
        expect(rutValido(formatRut(`${body}${dv.toLowerCase()}`))).toBe(false);
      }),
    );
  });

  it('makes K the check character of some bodies, and accepts them with k or K', () => {
    fc.assert(
      fc.property(cuerpo, (body) => {
        fc.pre(digitoVerificador(body) === 'K');
        expect(rutValido(`${body}-k`)).toBe(true);
        expect(rutValido(`${body}-0`)).toBe(false);
      }),
      { numRuns: 2000 },
    );
  });

  it('refuses what is not a RUN', () => {
    for (const value of ['', '1', 'abc', '123456789-12', 'K-1', '1.2.3-x']) expect(rutValido(value)).toBe(false);
  });

  it('stores a valid RUN without dots, dash nor leading zeros, K upper-case', () => {
    fc.assert(
      fc.property(cuerpo, (body) => {
        const dv = digitoVerificador(body);
        expect(normalizarRut(`00${formatRut(`${body}${dv.toLowerCase()}`)}`)).toBe(`${body}${dv}`);
      }),
    );
  });
});

describe('aplicarNumero (directive numero)', () => {
  it('leaves digits as they are', () => {
    fc.assert(fc.property(fc.stringMatching(/^\d*$/), (digits) => expect(aplicarNumero(digits)).toBe(digits)));
  });

  it('removes the last character when the value holds anything but digits', () => {
    fc.assert(
      fc.property(fc.stringMatching(/^\d*$/), fc.string({ minLength: 1, maxLength: 1 }).filter((c) => !/\d/.test(c)), (digits, typed) => {
        expect(aplicarNumero(`${digits}${typed}`)).toBe(digits);
      }),
    );
  });

  it('keeps only the digits of whatever is typed key by key', () => {
    fc.assert(
      fc.property(fc.string(), (typed) => {
        const byKeystroke = [...typed].reduce((value, key) => aplicarNumero(value + key), '');
        expect(byKeystroke).toBe([...typed].filter((c) => /^\d$/.test(c)).join(''));
      }),
    );
  });
});
