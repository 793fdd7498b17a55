import { conPrecarga, olvidarPrecargas, precargaLista, precargar, precargarSinValidar } from './precarga';

const crudo = { idOferta: 7, nombreCargo: 'Cajero' };
const validada = { ...crudo, validada: true };

/** Lets the promises settled so far run their callbacks. */
const settle = () => new Promise((resolve) => { setTimeout(resolve, 0); });

afterEach(() => { olvidarPrecargas(); });

describe('an answer prefetched unchecked (a card seen on a touch screen)', () => {
  it('is not shown before its schema checked it', async () => {
    const validar = jest.fn(async () => validada);
    precargarSinValidar('oferta:7', async () => crudo, validar);
    await settle();
    expect(precargaLista('oferta:7')).toBeUndefined();
    expect(validar).not.toHaveBeenCalled();
  });

  it('is checked, not asked for again, when the tap comes near', async () => {
    const pedir = jest.fn(async () => crudo);
    const validar = jest.fn(async () => validada);
    precargarSinValidar('oferta:7', pedir, validar);
    const deNuevo = jest.fn(async () => validada);
    precargar('oferta:7', deNuevo);
    await settle();
    expect(pedir).toHaveBeenCalledTimes(1);
    expect(deNuevo).not.toHaveBeenCalled();
    expect(validar).toHaveBeenCalledWith(crudo);
    expect(precargaLista('oferta:7')).toEqual({ data: validada });
  });

  it('is checked when the page reads it, and one that fails its schema is forgotten', async () => {
    precargarSinValidar('oferta:7', async () => crudo, async () => { throw new Error('no cumple su esquema'); });
    await expect(conPrecarga('oferta:7', async () => 'pedida por la página')).rejects.toThrow('no cumple su esquema');
    await settle();
    await expect(conPrecarga('oferta:7', async () => 'pedida por la página')).resolves.toBe('pedida por la página');
  });

  it('a failed request is forgotten: the page asks itself', async () => {
    precargarSinValidar('oferta:7', async () => { throw new Error('GET ofertas/7: 503'); }, async () => validada);
    await settle();
    await expect(conPrecarga('oferta:7', async () => 'pedida por la página')).resolves.toBe('pedida por la página');
  });
});
