import { cambiarAlerta, eliminarAlerta, getAlertas } from '@portal/shared/api';
import type { Alerta } from '@portal/shared/contract';
import type { DatosAlerta } from '@portal/shared/alerta-formulario';
import { useCallback, useEffect, useState } from 'react';
import { mensajeError } from '../../../lib/mensaje-error';

export type EstadoAlertas = { tipo: 'cargando' } | { tipo: 'error'; mensaje: string } | { tipo: 'listo'; alertas: Alerta[] };

/** The candidate's alerts and what can be done to each: edit, pause or resume, delete. `aviso` tells the outcome. */
export function useAlertas() {
  const [estado, setEstado] = useState<EstadoAlertas>({ tipo: 'cargando' });
  const [aviso, setAviso] = useState<string | null>(null);
  const [ocupada, setOcupada] = useState<number | null>(null);

  const [intento, setIntento] = useState(0);

  useEffect(() => {
    let vigente = true;
    getAlertas().then(
      ({ alertas }) => vigente && setEstado({ tipo: 'listo', alertas }),
      async (error: unknown) => {
        const mensaje = await mensajeError(error);
        if (vigente) setEstado({ tipo: 'error', mensaje });
      },
    );
    return () => {
      vigente = false;
    };
  }, [intento]);

  const cargar = useCallback(() => {
    setEstado({ tipo: 'cargando' });
    setIntento((n) => n + 1);
  }, []);

  async function hacer(idAlerta: number, accion: () => Promise<Alerta | null>, texto: string): Promise<boolean> {
    setOcupada(idAlerta);
    try {
      const cambiada = await accion();
      setEstado((antes) =>
        antes.tipo !== 'listo'
          ? antes
          : { tipo: 'listo', alertas: cambiada ? antes.alertas.map((a) => (a.idAlerta === idAlerta ? cambiada : a)) : antes.alertas.filter((a) => a.idAlerta !== idAlerta) },
      );
      setAviso(texto);
      return true;
    } catch (error) {
      setAviso(await mensajeError(error));
      return false;
    } finally {
      setOcupada(null);
    }
  }

  const editar = (alerta: Alerta, datos: DatosAlerta) =>
    hacer(alerta.idAlerta, () => cambiarAlerta(alerta.idAlerta, { ...datos, activa: alerta.activa }), `Guardamos los cambios de «${datos.nombre}».`);
  const alternarPausa = (alerta: Alerta) =>
    hacer(
      alerta.idAlerta,
      () => cambiarAlerta(alerta.idAlerta, { nombre: alerta.nombre, frecuencia: alerta.frecuencia, activa: !alerta.activa }),
      alerta.activa ? `Pausamos «${alerta.nombre}»: no te enviaremos correos hasta que la reanudes.` : `Reanudamos «${alerta.nombre}».`,
    );
  const eliminar = (alerta: Alerta) => hacer(alerta.idAlerta, () => eliminarAlerta(alerta.idAlerta).then(() => null), `Eliminamos «${alerta.nombre}».`);

  return { estado, aviso, ocupada, cargar, editar, alternarPausa, eliminar };
}
