/** @jest-environment node */
import type { PageData } from '../src/app/page-data';
import { aroundRoot, withBody } from './page-body';

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

  it("leaves a rendered page's place inside #root, its styles and preloads in <head>", () => {
    const [before, after] = aroundRoot(INDEX, DATA, { styles: '<style data-styled>.a{content:"$&"}</style>', preloads: ['<link rel="preload">'] });
    expect(before).toMatch(/<link rel="preload"><style data-styled>\.a\{content:"\$&"\}<\/style><\/head><body><div id=root>$/);
    expect(after).toMatch(/^<\/div><script type="application\/json" id="datos-pagina">.*<\/script><\/body><\/html>$/);
  });
});
