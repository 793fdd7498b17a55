import { REDES, enlaceDeRed, urlConUtm } from './redes';

const CANONICA = 'https://portal.cl/trabajo/cajero-bancario-1234';

describe('share links', () => {
  it('tags the canonical URL with the network as source, medium social and campaign compartir-{red}', () => {
    expect(REDES.map((red) => urlConUtm(CANONICA, red))).toEqual([
      `${CANONICA}?utm_source=whatsapp&utm_medium=social&utm_campaign=compartir-whatsapp`,
      `${CANONICA}?utm_source=twitter&utm_medium=social&utm_campaign=compartir-twitter`,
      `${CANONICA}?utm_source=linkedin&utm_medium=social&utm_campaign=compartir-linkedin`,
      `${CANONICA}?utm_source=facebook&utm_medium=social&utm_campaign=compartir-facebook`,
    ]);
  });

  it('drops an earlier query and hash so tags are never doubled', () => {
    expect(urlConUtm(`${CANONICA}?utm_source=x&q=1#postular`, 'linkedin')).toBe(
      `${CANONICA}?utm_source=linkedin&utm_medium=social&utm_campaign=compartir-linkedin`,
    );
  });

  it("puts the URL, encoded, inside each network's share page", () => {
    const url = 'https://portal.cl/e/1c';
    expect(enlaceDeRed('whatsapp', url, 'Cajero bancario')).toBe('https://api.whatsapp.com/send?text=Cajero+bancario+https%3A%2F%2Fportal.cl%2Fe%2F1c');
    expect(enlaceDeRed('twitter', url, 'Cajero & cía')).toBe('https://twitter.com/intent/tweet?text=Cajero+%26+c%C3%ADa&url=https%3A%2F%2Fportal.cl%2Fe%2F1c');
    expect(enlaceDeRed('linkedin', url, 'x')).toBe('https://www.linkedin.com/sharing/share-offsite/?url=https%3A%2F%2Fportal.cl%2Fe%2F1c');
    expect(enlaceDeRed('facebook', url, 'x')).toBe('https://www.facebook.com/sharer/sharer.php?u=https%3A%2F%2Fportal.cl%2Fe%2F1c');
  });

  it('keeps the tags of a long URL readable to the network when no short link is available', () => {
    const largo = urlConUtm(CANONICA, 'facebook');
    expect(new URL(enlaceDeRed('facebook', largo, 'x')).searchParams.get('u')).toBe(largo);
  });
});
