import { alApuntarUnEnlace } from './al-apuntar-un-enlace';

describe('alApuntarUnEnlace', () => {
  afterEach(() => document.body.replaceChildren());

  it('starts loading once, when the visitor first points at or focuses a link, not for other elements', () => {
    document.body.innerHTML = '<p>Texto</p><a href="/trabajo/cajero-1">Cajero</a><a href="/noticias">Noticias</a>';
    const precargar = jest.fn();
    alApuntarUnEnlace(precargar);

    document.querySelector('p')!.dispatchEvent(new Event('pointerover', { bubbles: true }));
    expect(precargar).not.toHaveBeenCalled();

    document.querySelector('a')!.dispatchEvent(new Event('pointerover', { bubbles: true }));
    document.querySelectorAll('a')[1]!.dispatchEvent(new FocusEvent('focusin', { bubbles: true }));
    expect(precargar).toHaveBeenCalledTimes(1);
  });
});
