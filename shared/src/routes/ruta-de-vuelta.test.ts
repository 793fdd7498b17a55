import { rutaDeVuelta } from '@portal/shared/ruta-de-vuelta';

// jsdom's page is http://localhost/: the check resolves against it.
describe('rutaDeVuelta', () => {
  it.each([
    ['/mis-postulaciones', '/mis-postulaciones'],
    ['/trabajo/cajero-1234?accion=POSTULAR#postular', '/trabajo/cajero-1234?accion=POSTULAR#postular'],
    ['/trabajo/./cajero-1234', '/trabajo/cajero-1234'],
    ['/a/../trabajo/cajero-1234', '/trabajo/cajero-1234'],
    ['/trabajo/%2F%2Fevil', '/trabajo/%2F%2Fevil'],
  ])('keeps the site path %j, normalised', (valor, esperada) => {
    expect(rutaDeVuelta(valor)).toBe(esperada);
  });

  it.each([
    ['the probe of issue 21', '/.//127.0.0.7:9911/pwned'],
    ['a dot before a backslash', '/./\\'],
    ['a dot before a backslash and a host', '/./\\evil.com'],
    ['a parent step before two slashes', '/..//evil.com'],
    ['a protocol-relative URL', '//evil.com'],
    ['a backslash trick', '/\\evil.com'],
    ['a tab trick', '/\t/evil.com'],
    ['a newline trick', '/\n/evil.com'],
    ['an absolute URL', 'https://evil.com/'],
    ['an absolute URL of this site', 'http://localhost/mis-postulaciones'],
    ['a javascript URL', 'javascript:alert(1)'],
    ['an encoded javascript URL', 'javascript%3Aalert(1)'],
    ['an encoded protocol-relative URL', '%2F%2Fevil.com'],
    ['a relative path', 'mis-postulaciones'],
    ['nothing', null],
    ['an empty value', ''],
    ['the login page', '/ingresa-a-tu-cuenta'],
    ['a registration page', '/crea-tu-curriculum/registro'],
    ['a recovery page', '/recuperar-contrasena/nueva-contrasena'],
    ['the logout page', '/logout'],
  ])('answers the default for %s', (_, valor) => {
    expect(rutaDeVuelta(valor)).toBe('/');
    expect(rutaDeVuelta(valor, '/dashboard')).toBe('/dashboard');
    expect(rutaDeVuelta(valor, null)).toBeNull();
  });

  it('never answers a path the browser would read as another host', () => {
    const probes = ['/.//127.0.0.7:9911/pwned', '/./\\', '/.%2F/evil', '/%2E//evil', '/./%5Cevil', '/.///evil', '/./\\/evil'];
    for (const valor of probes) {
      const ruta = rutaDeVuelta(valor);
      expect(new URL(ruta, 'http://localhost').origin).toBe('http://localhost');
      expect(ruta.startsWith('//')).toBe(false);
    }
  });

  it('resolves against the origin it is given', () => {
    expect(rutaDeVuelta('/trabajo/x', '/', 'https://empleos.example.cl')).toBe('/trabajo/x');
    expect(rutaDeVuelta('/.//empleos.example.cl/x', '/', 'https://empleos.example.cl')).toBe('/');
  });
});
