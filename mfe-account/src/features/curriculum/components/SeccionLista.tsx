import { agregarElementoCurriculum, editarElementoCurriculum, ordenarSeccionCurriculum, quitarElementoCurriculum } from '@portal/shared/api';
import type { CuerposSeccion, Curriculum, SeccionCurriculum } from '@portal/shared/contract';
import { IconoBajar, IconoEditar, IconoEliminar, IconoSubir } from '@portal/shared/iconos-secundarios';
import { Alert, Button, IconButton, SecondaryButton, theme, VisuallyHidden } from '@portal/shared/ui';
import { useEffect, useRef, useState, type ComponentType, type ReactNode } from 'react';
import styled from 'styled-components';
import { useAccion } from '../../../lib/useAccion';
import { Acciones, Tarjeta } from './Tarjeta';

const Lista = styled.ol`
  display: grid;
  gap: 0.75rem;
  margin: 0;
  padding: 0;
  list-style: none;
`;
const Elemento = styled.li`
  display: grid;
  gap: 0.5rem;
  padding: 0.75rem;
  border-radius: ${theme.radius};
  background: ${theme.color.surface};
  h3 { margin: 0; font-size: 1.05rem; }
  /* A one-line entry (a skill): its name and its buttons on one row, not a card of four text buttons. */
  &[data-compacto] {
    grid-template-columns: minmax(0, 1fr) auto;
    align-items: center;
    padding: 0.25rem 0.25rem 0.25rem 0.75rem;
    p { margin: 0; overflow-wrap: anywhere; }
  }
`;
const Iconos = styled.div`
  display: flex;
  gap: 0.25rem;
`;
const Confirmacion = styled.div`
  display: grid;
  gap: 0.5rem;
  padding: 0.75rem;
  border: 1px solid ${theme.color.danger};
  border-radius: ${theme.radius};
  background: ${theme.color.background};
`;
const Boton = styled(SecondaryButton)`
  padding: 0.25rem 0.75rem;
`;

export interface FormularioSeccionProps<T, B> {
  /** The entry being edited, or null for a new one. */
  elemento: T | null;
  trabajando: boolean;
  error: string | null;
  onGuardar: (body: B) => void;
  onCancelar: () => void;
}

interface Props<S extends SeccionCurriculum, T> {
  seccion: S;
  titulo: string;
  elementos: T[];
  idDe: (elemento: T) => number;
  /** A short name of the entry, for button labels and announcements ("Cajera en Supermercado Sur"). */
  nombreDe: (elemento: T) => string;
  detalle: (elemento: T) => ReactNode;
  vacio: string;
  /** "Agregar experiencia". */
  agregar: string;
  /** One line per entry, its actions as icon buttons: for entries that are a word or two (skills). */
  compacta?: boolean;
  Formulario: ComponentType<FormularioSeccionProps<T, CuerposSeccion[S]>>;
  onCambio: (curriculum: Curriculum) => void;
}

type Edicion = { tipo: 'nuevo' } | { tipo: 'editar'; id: number } | null;

/**
 * One ordered CV section as a card: its entries, each editable, removable and movable up or down with
 * buttons (keyboard and screen reader friendly; each change is announced), and a form to add one.
 */
export function SeccionLista<S extends SeccionCurriculum, T>({ seccion, titulo, elementos, idDe, nombreDe, detalle, vacio, agregar, compacta = false, Formulario, onCambio }: Props<S, T>) {
  const { ejecutar, trabajando, error } = useAccion();
  const [edicion, setEdicion] = useState<Edicion>(null);
  const [anuncio, setAnuncio] = useState('');
  // The entry whose removal waits for a yes: removing is not undoable.
  const [porQuitar, setPorQuitar] = useState<number | null>(null);
  const caja = useRef<HTMLDivElement>(null);
  // Where focus goes once the list re-renders after a change (a CSS selector inside this card).
  const foco = useRef<string | null>(null);
  useEffect(() => {
    if (!foco.current) return;
    const destino = caja.current?.querySelector<HTMLElement>(foco.current);
    foco.current = null;
    destino?.focus();
  });

  const cambiar = async (accion: () => Promise<Curriculum>, mensaje: string, destino: string) => {
    const ok = await ejecutar(async () => { onCambio(await accion()); });
    if (!ok) return false;
    setAnuncio(mensaje);
    foco.current = destino;
    return true;
  };

  const guardar = (body: CuerposSeccion[S]) => {
    if (!edicion) return;
    const accion = edicion.tipo === 'nuevo' ? () => agregarElementoCurriculum(seccion, body) : () => editarElementoCurriculum(seccion, edicion.id, body);
    const destino = edicion.tipo === 'nuevo' ? '[data-agregar]' : `[data-editar="${edicion.id}"]`;
    void cambiar(accion, edicion.tipo === 'nuevo' ? 'Se agregó a tu currículum.' : 'Se guardaron los cambios.', destino).then((ok) => { if (ok) setEdicion(null); });
  };

  const mover = (indice: number, paso: -1 | 1) => {
    const ids = elementos.map(idDe);
    const [id] = ids.splice(indice, 1) as [number];
    ids.splice(indice + paso, 0, id);
    const posicion = indice + paso + 1;
    // Focus stays on the button pressed, unless the entry reached the end where it is disabled.
    const alExtremo = paso < 0 ? posicion === 1 : posicion === ids.length;
    const direccion = (paso < 0) !== alExtremo ? 'subir' : 'bajar';
    void cambiar(() => ordenarSeccionCurriculum(seccion, ids), `${nombreDe(elementos[indice]!)}: posición ${posicion} de ${ids.length}.`, `[data-${direccion}="${id}"]`);
  };

  const quitar = (elemento: T) =>
    void cambiar(() => quitarElementoCurriculum(seccion, idDe(elemento)), `Se eliminó ${nombreDe(elemento)}.`, '[data-agregar]').then(() => setPorQuitar(null));
  const preguntar = (id: number | null, destino: string) => {
    foco.current = destino;
    setPorQuitar(id);
  };

  return (
    <Tarjeta titulo={titulo} seccion={seccion}>
      <div ref={caja} style={{ display: 'grid', gap: '1rem' }}>
        <VisuallyHidden role="status" aria-live="polite">
          {anuncio}
        </VisuallyHidden>
        {error && !edicion ? <Alert>{error}</Alert> : null}
        {elementos.length ? (
          <Lista>
            {elementos.map((elemento, i) => {
              const id = idDe(elemento);
              const nombre = nombreDe(elemento);
              if (edicion?.tipo === 'editar' && edicion.id === id) {
                return (
                  <Elemento key={id}>
                    <Formulario elemento={elemento} trabajando={trabajando} error={error} onGuardar={guardar} onCancelar={() => { foco.current = `[data-editar="${id}"]`; setEdicion(null); }} />
                  </Elemento>
                );
              }
              const primero = i === 0;
              const ultimo = i === elementos.length - 1;
              if (compacta && porQuitar !== id) {
                return (
                  <Elemento key={id} data-compacto="">
                    {detalle(elemento)}
                    <Iconos>
                      <IconButton label={`Editar ${nombre}`} icon={<IconoEditar />} data-editar={id} disabled={trabajando} onClick={() => setEdicion({ tipo: 'editar', id })} />
                      <IconButton label={`Subir ${nombre}`} icon={<IconoSubir />} data-subir={id} disabled={trabajando || primero} onClick={() => mover(i, -1)} />
                      <IconButton label={`Bajar ${nombre}`} icon={<IconoBajar />} data-bajar={id} disabled={trabajando || ultimo} onClick={() => mover(i, 1)} />
                      <IconButton label={`Eliminar ${nombre}`} icon={<IconoEliminar />} data-quitar={id} disabled={trabajando} onClick={() => preguntar(id, `[data-no-quitar="${id}"]`)} />
                    </Iconos>
                  </Elemento>
                );
              }
              return (
                <Elemento key={id}>
                  {detalle(elemento)}
                  <Acciones>
                    <Boton type="button" data-editar={id} disabled={trabajando} onClick={() => setEdicion({ tipo: 'editar', id })}>
                      Editar<VisuallyHidden> {nombre}</VisuallyHidden>
                    </Boton>
                    <Boton type="button" data-subir={id} disabled={trabajando || primero} onClick={() => mover(i, -1)}>
                      Subir<VisuallyHidden> {nombre}</VisuallyHidden>
                    </Boton>
                    <Boton type="button" data-bajar={id} disabled={trabajando || ultimo} onClick={() => mover(i, 1)}>
                      Bajar<VisuallyHidden> {nombre}</VisuallyHidden>
                    </Boton>
                    <Boton type="button" data-quitar={id} disabled={trabajando || porQuitar === id} onClick={() => preguntar(id, `[data-no-quitar="${id}"]`)}>
                      Eliminar<VisuallyHidden> {nombre}</VisuallyHidden>
                    </Boton>
                  </Acciones>
                  {porQuitar === id ? (
                    <Confirmacion role="group" aria-label={`¿Eliminar ${nombre}?`}>
                      <p>¿Eliminar «{nombre}» de tu currículum?</p>
                      <Acciones>
                        <Boton type="button" disabled={trabajando} onClick={() => quitar(elemento)}>
                          Sí, eliminar
                        </Boton>
                        <Boton type="button" data-no-quitar={id} onClick={() => preguntar(null, `[data-quitar="${id}"]`)}>
                          No, mantener
                        </Boton>
                      </Acciones>
                    </Confirmacion>
                  ) : null}
                </Elemento>
              );
            })}
          </Lista>
        ) : (
          <p>{vacio}</p>
        )}
        {edicion?.tipo === 'nuevo' ? (
          <Formulario elemento={null} trabajando={trabajando} error={error} onGuardar={guardar} onCancelar={() => { foco.current = '[data-agregar]'; setEdicion(null); }} />
        ) : (
          <Acciones>
            <Button type="button" data-agregar="" disabled={trabajando || edicion !== null} onClick={() => setEdicion({ tipo: 'nuevo' })}>
              {agregar}
            </Button>
          </Acciones>
        )}
      </div>
    </Tarjeta>
  );
}
