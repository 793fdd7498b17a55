import { Pendientes } from '../src/hilos/pendientes';

describe("a thread's requests waiting for their answers", () => {
  it('gives each request its own answer or error, by id, and drops an answer nobody waits for', async () => {
    const pendientes = new Pendientes<string>();
    const primero = pendientes.nuevo();
    const segundo = pendientes.nuevo();
    const abandonado = pendientes.nuevo();
    pendientes.olvidar(abandonado.id);
    pendientes.contestar(segundo.id, { error: new Error('falló en el hilo') });
    pendientes.contestar(primero.id, { valor: 'listo' });
    pendientes.contestar(abandonado.id, { valor: 'tarde' });
    await expect(primero.respuesta).resolves.toBe('listo');
    await expect(segundo.respuesta).rejects.toThrow('falló en el hilo');
    expect(pendientes.cantidad).toBe(0);
  });

  it('fails every request under way when the thread is gone', async () => {
    const pendientes = new Pendientes();
    const uno = pendientes.nuevo();
    const listo = pendientes.nuevo(0);
    pendientes.fallarTodos(new Error('El hilo terminó'));
    await expect(uno.respuesta).rejects.toThrow('El hilo terminó');
    await expect(listo.respuesta).rejects.toThrow('El hilo terminó');
    expect(pendientes.cantidad).toBe(0);
  });
});
