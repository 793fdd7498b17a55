import { safeRedirect } from './safeRedirect';

describe('safeRedirect', () => {
  it.each([
    ['/mis-postulaciones', '/mis-postulaciones'],
    ['/trabajo/cajero-1234?origen=alerta#postular', '/trabajo/cajero-1234?origen=alerta#postular'],
  ])('keeps the site path %s', (value, expected) => {
    expect(safeRedirect(value)).toBe(expected);
  });

  it.each([
    ['nothing', null],
    ['an empty value', ''],
    ['a protocol-relative URL', '//evil.com'],
    ['a backslash trick', '/\\evil.com'],
    ['a tab trick', '/\t/evil.com'],
    ['an absolute URL', 'https://evil.com/'],
    ['a javascript URL', 'javascript:alert(1)'],
    ['a relative path', 'mis-postulaciones'],
    ['the login page', '/ingresa-a-tu-cuenta'],
    ['the logout page', '/logout'],
    ['a sign-in link page', '/ingresa-a-tu-cuenta/cuenta-creada'],
    ['a registration page', '/crea-tu-curriculum/registro'],
    ['a recovery page', '/recuperar-contrasena/nueva-contrasena'],
  ])('goes home for %s', (_, value) => {
    expect(safeRedirect(value)).toBe('/');
  });
});
