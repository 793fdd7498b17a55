import { NOMBRE_FRECUENCIA, type Alerta } from '@portal/shared/contract';
import { href } from '@portal/shared/routes';
import { Dialog } from '@portal/shared/dialogo';
import { AlertaFormulario } from '@portal/shared/alerta-formulario';
import { Button, EmptyState, LoadError, PageTitle, SecondaryButton } from '@portal/shared/ui';
import { useState } from 'react';
import styled from 'styled-components';
import { Cargando } from '../../../components/Cargando';
import { useAlertas } from '../hooks/useAlertas';
import { BotonLink } from '../../../components/BotonLink';
import { ContenidoArea, ListaTarjetas, tarjetaArea } from '../../../components/PaginaArea';
import { DetalleOferta } from '../../../components/TarjetaOferta';
import { FilaBotones } from '../../../components/FilaBotones';

const Tarjeta = styled.li`
  ${tarjetaArea('0.5rem')}
`;

type Dialogos = { tipo: 'editar' | 'eliminar'; alerta: Alerta } | null;

/** `/alertas-de-empleo`: the candidate's alerts, what each searches for in words, and their actions. */
export function AlertasPage() {
  const { estado, aviso, ocupada, cargar, editar, alternarPausa, eliminar } = useAlertas();
  const [dialogo, setDialogo] = useState<Dialogos>(null);

  return (
    <ContenidoArea>
      <PageTitle>Alertas de empleo</PageTitle>
      <p>Te enviamos por correo las ofertas nuevas de cada búsqueda que guardaste. Crea una alerta con «Crear alerta» en los resultados de cualquier búsqueda.</p>
      <div role="status" aria-live="polite">
        {aviso}
      </div>
      {estado.tipo === 'cargando' ? <Cargando texto="Cargando tus alertas…" /> : null}
      {estado.tipo === 'error' ? <LoadError message={estado.mensaje} onRetry={cargar} /> : null}
      {estado.tipo === 'listo' && !estado.alertas.length ? (
        <EmptyState titulo="Aún no tienes alertas." accion={<BotonLink to={href('trabajoEmpleo')}>Busca ofertas</BotonLink>}>
          <p>Busca ofertas y crea una desde los resultados con «Crear alerta».</p>
        </EmptyState>
      ) : null}
      {estado.tipo === 'listo' && estado.alertas.length ? (
        <ListaTarjetas>
          {estado.alertas.map((alerta) => (
            <Tarjeta key={alerta.idAlerta}>
              <h2>{alerta.nombre}</h2>
              <p>{alerta.descripcion}</p>
              <DetalleOferta>
                {NOMBRE_FRECUENCIA[alerta.frecuencia]}
                {alerta.activa ? '' : ' · Pausada'}
              </DetalleOferta>
              <FilaBotones>
                <SecondaryButton type="button" disabled={ocupada === alerta.idAlerta} onClick={() => setDialogo({ tipo: 'editar', alerta })} aria-label={`Editar ${alerta.nombre}`}>
                  Editar
                </SecondaryButton>
                <SecondaryButton type="button" disabled={ocupada === alerta.idAlerta} onClick={() => void alternarPausa(alerta)} aria-label={`${alerta.activa ? 'Pausar' : 'Reanudar'} ${alerta.nombre}`}>
                  {alerta.activa ? 'Pausar' : 'Reanudar'}
                </SecondaryButton>
                <SecondaryButton type="button" disabled={ocupada === alerta.idAlerta} onClick={() => setDialogo({ tipo: 'eliminar', alerta })} aria-label={`Eliminar ${alerta.nombre}`}>
                  Eliminar
                </SecondaryButton>
              </FilaBotones>
            </Tarjeta>
          ))}
        </ListaTarjetas>
      ) : null}
      {dialogo?.tipo === 'editar' ? (
        <Dialog titulo="Editar alerta" descripcion={dialogo.alerta.descripcion} onCerrar={() => setDialogo(null)} ocupado={ocupada !== null}>
          <AlertaFormulario
            inicial={dialogo.alerta}
            textoEnviar="Guardar cambios"
            ocupado={ocupada !== null}
            onCancelar={() => setDialogo(null)}
            onEnviar={(datos) => void editar(dialogo.alerta, datos).then((ok) => ok && setDialogo(null))}
          />
        </Dialog>
      ) : null}
      {dialogo?.tipo === 'eliminar' ? (
        <Dialog rol="alertdialog" titulo="¿Eliminar esta alerta?" descripcion={`Dejarás de recibir los correos de «${dialogo.alerta.nombre}».`} onCerrar={() => setDialogo(null)} ocupado={ocupada !== null}>
          <FilaBotones>
            <Button type="button" onClick={() => void eliminar(dialogo.alerta).then(() => setDialogo(null))}>
              Eliminar alerta
            </Button>
            <SecondaryButton type="button" onClick={() => setDialogo(null)}>
              Cancelar
            </SecondaryButton>
          </FilaBotones>
        </Dialog>
      ) : null}
    </ContenidoArea>
  );
}
