import * as v from 'valibot';
import { esquemaAlUsar } from './esquema-al-usar';

const PersonaSchema = v.object({ nombre: v.string() });

describe('esquemaAlUsar', () => {
  it('validates with the schema it loads, once, and only when asked for', async () => {
    const cargar = jest.fn(() => Promise.resolve(PersonaSchema));
    const esquema = esquemaAlUsar(cargar);
    expect(cargar).not.toHaveBeenCalled();

    await expect(esquema['~standard'].validate({ nombre: 'Ana' })).resolves.toMatchObject({ value: { nombre: 'Ana' } });
    const invalido = await esquema['~standard'].validate({ nombre: 7 });
    expect(invalido.issues?.[0]?.message).toMatch(/string/i);
    expect(cargar).toHaveBeenCalledTimes(1);
  });

  it('starts loading beside the request with cargando(), and returns the same schema', () => {
    const cargar = jest.fn(() => Promise.resolve(PersonaSchema));
    const esquema = esquemaAlUsar(cargar);
    expect(esquema.cargando()).toBe(esquema);
    expect(cargar).toHaveBeenCalledTimes(1);
  });

  it('asks for a schema whose load failed again with the next answer', async () => {
    const cargar = jest.fn().mockRejectedValueOnce(new Error('Loading chunk 472 failed.')).mockResolvedValue(PersonaSchema);
    const esquema = esquemaAlUsar(cargar);
    esquema.cargando();
    await expect(esquema['~standard'].validate({ nombre: 'Ana' })).rejects.toThrow('Loading chunk 472 failed.');
    await expect(esquema['~standard'].validate({ nombre: 'Ana' })).resolves.toMatchObject({ value: { nombre: 'Ana' } });
    expect(cargar).toHaveBeenCalledTimes(2);
  });
});
