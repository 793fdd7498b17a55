import purify, { SANEADOS_EN_MEMORIA } from './dompurify';

const OPCIONES = { USE_PROFILES: { html: true }, FORBID_TAGS: ['style', 'form', 'input'] };
const peligroso = (n: number) => `<p>Oferta ${n}</p><script>alert(${n})</script><img src=x onerror="alert(${n})"><form><input></form>`;

describe("the edge's DOMPurify", () => {
  it('removes scripts, handlers and forbidden tags the first time and every time after', () => {
    for (let vez = 0; vez < 3; vez += 1) expect(purify.sanitize(peligroso(1), OPCIONES)).toBe('<p>Oferta 1</p><img src="x">');
  });

  it('sanitises the same HTML under other options by those options', () => {
    expect(purify.sanitize('<p>a</p><style>p{}</style>', OPCIONES)).toBe('<p>a</p>');
    expect(purify.sanitize('<p>a</p><style>p{}</style>', { USE_PROFILES: { html: true } })).toContain('<style>');
  });

  it('still sanitises HTML it has forgotten, after many other pages', () => {
    purify.sanitize(peligroso(0), OPCIONES);
    for (let n = 1; n <= SANEADOS_EN_MEMORIA + 10; n += 1) purify.sanitize(`<b>${n}</b>`, OPCIONES);
    expect(purify.sanitize(peligroso(0), OPCIONES)).toBe('<p>Oferta 0</p><img src="x">');
  });

  it('sanitises very long HTML too', () => {
    const largo = `${'<p>texto</p>'.repeat(8_000)}<script>alert(1)</script>`;
    expect(purify.sanitize(largo, OPCIONES)).toBe('<p>texto</p>'.repeat(8_000));
  });
});
