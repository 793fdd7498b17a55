import { matchRoute, routeByName, type Landing } from '@portal/shared/routes';
import { htmlToText, pageMeta, type MetaOferta, type MetaPortal } from './index';

const portal: MetaPortal = { nombre: 'Portal de Empleo Chile', descripcion: 'Miles de ofertas de empleo en todo Chile', urlCardOg: null };
const oferta: MetaOferta = {
  idOferta: 42,
  nombreCargo: 'Enfermera Clínica',
  nombreEmpresaFantasia: 'Clínica Los Andes',
  ubicacion: { nombreComuna: 'Ñuñoa', nombreRegion: 'Región Metropolitana de Santiago' },
  descripcionOferta:
    '<p>Buscamos enfermera &amp; enfermero para la <strong>unidad de urgencia</strong>.</p><ul><li>Turnos rotativos 4x4 en Ñuñoa</li><li>Contrato indefinido con beneficios de salud, alimentación</li></ul>',
};

const landing = (slug: string, tipo: Landing['tipo'], nombre: string, heading: string): Landing => ({ slug, tipo, nombre, heading, base: {} });
const nunoa = landing('nunoa', 'lugar', 'Ñuñoa', 'Trabajo en Ñuñoa');
const tecnologia = landing('tecnologia', 'rubro', 'Tecnología', 'Ofertas de empleo de Tecnología');

describe('page metadata', () => {
  it('names the home page "Ofertas de empleo" with the portal name, its description and a canonical link', () => {
    const meta = pageMeta({ route: routeByName('home'), portal, url: 'https://empleos.cl/?utm_source=x' });
    expect(meta).toMatchObject({
      title: 'Ofertas de empleo | Portal de Empleo Chile',
      description: 'Miles de ofertas de empleo en todo Chile',
      canonical: 'https://empleos.cl/',
      robots: 'index, follow',
    });
    expect(meta.openGraph).toMatchObject({ 'og:title': 'Ofertas de empleo', 'og:url': 'https://empleos.cl/', 'og:site_name': 'Portal de Empleo Chile' });
    expect(meta.openGraph['og:image']).toBeUndefined();
    expect(meta.openGraph['og:image:alt']).toBeUndefined();
    expect(meta.twitter['twitter:image:alt']).toBeUndefined();
    expect(meta.twitter['twitter:card']).toBe('summary');
  });

  it('keeps a path that reads like a host name on the page\'s own origin', () => {
    // `/a/..//otro.test/x` reaches a server as the path `//otro.test/x`.
    const meta = pageMeta({ route: null, portal, url: 'https://empleos.cl//otro.test/x' });
    expect(meta.openGraph['og:url']).toBe('https://empleos.cl//otro.test/x');
  });

  it('marks the login page noindex, without a canonical link', () => {
    const meta = pageMeta({ route: routeByName('login'), portal, url: 'https://empleos.cl/ingresa-a-tu-cuenta' });
    expect(meta).toMatchObject({ title: 'Ingresa a tu cuenta | Portal de Empleo Chile', robots: 'noindex', canonical: null });
  });

  it('titles an offer "{cargo} en {empresa}" and describes it with the first 135 characters of its text', () => {
    const meta = pageMeta({ route: routeByName('oferta'), portal, url: 'https://empleos.cl/trabajo/42?ref=mail', oferta });
    expect(meta.title).toBe('Enfermera Clínica en Clínica Los Andes | Portal de Empleo Chile');
    expect(meta.description).toBe(
      'Buscamos enfermera & enfermero para la unidad de urgencia. Turnos rotativos 4x4 en Ñuñoa Contrato indefinido con beneficios de salud, a',
    );
    expect(meta.description).toHaveLength(135);
    expect(meta.canonical).toBe('https://empleos.cl/trabajo/enfermera-clinica-42');
    expect(meta.openGraph['og:url']).toBe('https://empleos.cl/trabajo/enfermera-clinica-42');
  });

  it('names the place of a landing in its title and description, with the landing itself as canonical', () => {
    const meta = pageMeta({ route: routeByName('landing'), portal, url: 'https://empleos.cl/trabajo-nunoa/?pagina=2&region=5', landing: nunoa });
    expect(meta).toMatchObject({
      title: 'Trabajo en Ñuñoa | Portal de Empleo Chile',
      description: 'Ofertas de trabajo en Ñuñoa publicadas en Portal de Empleo Chile. Filtra por cargo, área, jornada y sueldo, y postula en línea.',
      canonical: 'https://empleos.cl/trabajo-nunoa',
      robots: 'index, follow',
    });
    expect(meta.openGraph).toMatchObject({ 'og:title': 'Trabajo en Ñuñoa', 'og:url': 'https://empleos.cl/trabajo-nunoa' });
    expect(meta.twitter['twitter:description']).toBe(meta.description);
  });

  it('names the area of a landing, and leaves an offer under a landing to the offer', () => {
    const area = pageMeta({ route: routeByName('landing'), portal, url: 'https://empleos.cl/trabajo-tecnologia', landing: tecnologia });
    expect(area.title).toBe('Ofertas de empleo de Tecnología | Portal de Empleo Chile');
    expect(area.description).toBe('Ofertas de empleo de Tecnología publicadas en Portal de Empleo Chile. Filtra por cargo, lugar, jornada y sueldo, y postula en línea.');

    const enLanding = pageMeta({ route: routeByName('landingOferta'), portal, url: 'https://empleos.cl/trabajo-nunoa/trabajo/42', oferta, landing: nunoa });
    expect(enLanding).toMatchObject({
      title: 'Enfermera Clínica en Clínica Los Andes | Portal de Empleo Chile',
      canonical: 'https://empleos.cl/trabajo/enfermera-clinica-42',
    });
  });

  it("gives an offer its own 1200x630 card, an absolute api URL versioned by what the card shows", () => {
    const url = 'https://empleos.cl/trabajo/42';
    const imagen = pageMeta({ route: routeByName('oferta'), portal: { ...portal, urlCardOg: '/cards/portal.png' }, url, oferta }).openGraph['og:image']!;
    expect(imagen).toMatch(/^https:\/\/empleos\.cl\/api\/ofertas\/42\/card\.png\?dominio=empleos\.cl&v=[0-9a-z]+$/);
    const otroCargo = pageMeta({ route: routeByName('oferta'), portal, url, oferta: { ...oferta, nombreCargo: 'Enfermero' } }).openGraph['og:image'];
    expect(otroCargo).not.toBe(imagen);
  });

  it('describes an offer\'s card image in words for link previews: «Oferta de empleo: {cargo} en {empresa}»', () => {
    const meta = pageMeta({ route: routeByName('oferta'), portal, url: 'https://empleos.cl/trabajo/42', oferta });
    expect(meta.openGraph['og:image:alt']).toBe('Oferta de empleo: Enfermera Clínica en Clínica Los Andes');
    expect(meta.twitter['twitter:image:alt']).toBe('Oferta de empleo: Enfermera Clínica en Clínica Los Andes');
  });

  it("uses the portal's social card as an absolute image URL", () => {
    const meta = pageMeta({ route: routeByName('noticias'), portal: { ...portal, urlCardOg: '/cards/portal.png' }, url: 'https://empleos.cl/noticias' });
    expect(meta.openGraph['og:image']).toBe('https://empleos.cl/cards/portal.png');
    expect(meta.twitter).toMatchObject({ 'twitter:card': 'summary_large_image', 'twitter:image': 'https://empleos.cl/cards/portal.png' });
  });

  it("names the portal as the alt text of the portal's card, on every page that shows it", () => {
    const conCard = { ...portal, urlCardOg: '/cards/portal.png' };
    const paginas = [
      pageMeta({ route: routeByName('home'), portal: conCard, url: 'https://empleos.cl/' }),
      pageMeta({ route: routeByName('landing'), portal: conCard, url: 'https://empleos.cl/trabajo-nunoa', landing: nunoa }),
      pageMeta({ route: routeByName('pagina'), portal: conCard, url: 'https://empleos.cl/page/centro-de-ayuda', contenido: { title: 'Centro de ayuda', description: 'Preguntas frecuentes.' } }),
      pageMeta({ route: null, portal: conCard, url: 'https://empleos.cl/x' }),
    ];
    for (const meta of paginas) {
      expect(meta.openGraph).toMatchObject({ 'og:image': 'https://empleos.cl/cards/portal.png', 'og:image:alt': 'Portal de Empleo Chile' });
      expect(meta.twitter).toMatchObject({ 'twitter:image': 'https://empleos.cl/cards/portal.png', 'twitter:image:alt': 'Portal de Empleo Chile' });
    }
  });

  it('titles a CMS page or a news article with its own title and summary, and its image as the card', () => {
    const pagina = pageMeta({ route: routeByName('pagina'), portal, url: 'https://empleos.cl/page/centro-de-ayuda', contenido: { title: 'Centro de ayuda', description: 'Preguntas frecuentes.' } });
    expect(pagina).toMatchObject({ title: 'Centro de ayuda | Portal de Empleo Chile', description: 'Preguntas frecuentes.', canonical: 'https://empleos.cl/page/centro-de-ayuda' });
    const noticia = pageMeta({
      route: routeByName('noticia'),
      portal,
      url: 'https://empleos.cl/noticias/12-sueldos',
      contenido: { title: 'Sueldos', description: 'Lo que pagan.', image: 'https://cdn.test/sueldos.jpg' },
    });
    expect(noticia.openGraph).toMatchObject({ 'og:title': 'Sueldos', 'og:image': 'https://cdn.test/sueldos.jpg', 'og:image:alt': 'Sueldos' });
    expect(noticia.twitter).toMatchObject({ 'twitter:image': 'https://cdn.test/sueldos.jpg', 'twitter:image:alt': 'Sueldos' });
  });

  it('gives the 404 page and a disabled portal noindex titles of their own', () => {
    expect(pageMeta({ route: null, portal, url: 'https://empleos.cl/x' })).toMatchObject({ title: 'Página no encontrada | Portal de Empleo Chile', robots: 'noindex' });
    expect(pageMeta({ route: routeByName('home'), portal: { ...portal, estado: 'DESACTIVADO' }, url: 'https://empleos.cl/' })).toMatchObject({
      title: 'Portal no disponible | Portal de Empleo Chile',
      robots: 'noindex',
      canonical: null,
    });
  });
});

describe('plain text of HTML', () => {
  it('drops tags and scripts and decodes entities', () => {
    expect(htmlToText('<p>Sueldo &gt; $1.000.000 &#8212; <script>alert(1)</script>Vi&ntilde;a</p>')).toBe('Sueldo > $1.000.000 — Vi&ntilde;a');
  });
});

describe('matching a path to its route', () => {
  it('finds the offer route and its param, and the 404 for a bad id or another portal type', () => {
    expect(matchRoute('/trabajo/cajero-7', 'CORPORATIVO')).toMatchObject({ route: { name: 'oferta' }, params: { oferta: 'cajero-7' } });
    expect(matchRoute('/trabajo/cajero', 'CORPORATIVO')).toBeNull();
    expect(matchRoute('/empresas-participantes', 'CORPORATIVO')).toBeNull();
    expect(matchRoute('/empresas-participantes', 'FERIA')?.route.name).toBe('empresasParticipantes');
    expect(matchRoute('/', 'FERIA')?.route.name).toBe('feriaHome');
  });
});
