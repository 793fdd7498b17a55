/** @jest-environment node */
import type { PageData } from '../src/app/page-data';
import { withBody } from './page-body';

const INDEX = '<!doctype html><html><head><title>x</title></head><body><div id=root></div></body></html>';
const DATA = { appConfig: { productName: 'Portal' }, remotes: {} } as unknown as PageData;

describe('the body the edge sends', () => {
  it('carries the page data as JSON that cannot close its element or run', () => {
    const html = withBody(INDEX, { ...DATA, render: { canales: [], respuestas: { 'oferta:1': '</script><script>alert(1)</script>' } } });
    const block = /<script type="application\/json" id="datos-pagina">(.*?)<\/script>/.exec(html)?.[1] ?? '';
    expect(block).not.toContain('<');
    expect(JSON.parse(block)).toMatchObject({ render: { respuestas: { 'oferta:1': '</script><script>alert(1)</script>' } } });
    expect(html).toContain('<div id=root></div>');
  });

  it('puts a rendered page inside #root, its styles and preloads in <head>', () => {
    const html = withBody(INDEX, DATA, { html: '<main>Oferta $& $1</main>', styles: '<style data-styled>.a{}</style>', preloads: ['<link rel="preload">'] });
    expect(html).toContain('<div id=root><main>Oferta $& $1</main></div><script type="application/json"');
    expect(html).toContain('<link rel="preload"><style data-styled>.a{}</style></head>');
  });
});
