// The seed's news articles answer their own titles (issue 22): no article is a title over the same advice.
import { generarNoticias } from '../src/db/seed/noticias';
import { Prng } from '../src/db/seed/prng';

const noticias = generarNoticias(new Prng(20261115));
const deTitulo = (inicio: string) => noticias.find((n) => n.titulo.startsWith(inicio))!.cuerpoHtml;

describe('the news articles of the seed', () => {
  it('each give points of their own, as many as the title promises', () => {
    const listas = noticias.map((n) => /<ul>(.*?)<\/ul>/.exec(n.cuerpoHtml)?.[1]);
    expect(new Set(listas).size).toBe(noticias.length);
    expect(deTitulo('Cinco claves para negociar tu sueldo').match(/<li>/g)).toHaveLength(5);
    for (const paso of ['Situación', 'Tarea', 'Acción', 'Resultado']) expect(deTitulo('Entrevistas por competencias: el método STAR')).toContain(paso);
    expect(deTitulo('Minería del norte busca operadores y mantenedores')).toContain('licencia municipal clase A4 o D');
  });
});
