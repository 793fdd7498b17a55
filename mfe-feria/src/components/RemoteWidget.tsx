// A widget another remote exposes (mfe_search/OfferDetail, mfe_account/DejarCv), loaded at run time in the
// browser. When the remote cannot give it, or it throws while rendering, `fallback` shows instead and the stand
// stays usable. The edge renders its skeleton (remote widgets load in browsers only) and hydration starts from it.
import { Skeleton } from '@portal/shared/ui';
import { Component, lazy, Suspense, useState, useSyncExternalStore, type ComponentType, type ReactNode } from 'react';
import { cargarRemoto } from '../lib/federation';

class ErrorDelWidget extends Component<{ fallback: ReactNode; children: ReactNode }, { fallo: boolean }> {
  override state = { fallo: false };
  static getDerivedStateFromError() {
    return { fallo: true };
  }
  override render() {
    return this.state.fallo ? this.props.fallback : this.props.children;
  }
}

/** Whether the page runs in the browser never changes: nothing to subscribe to. */
const sinCambios = () => () => {};

interface Props<P> {
  /** `mfe_account/DejarCv`: the module exports the component as `exportName`. */
  id: `${string}/${string}`;
  exportName: string;
  props: P;
  fallback: ReactNode;
  /** Skeleton lines and label while the remote loads. */
  loading: { lines: number; label: string };
}

export function RemoteWidget<P extends object>({ id, exportName, props, fallback, loading }: Props<P>) {
  const [Widget] = useState(() =>
    lazy(async (): Promise<{ default: ComponentType<P> }> => {
      try {
        const modulo = await cargarRemoto<Record<string, ComponentType<P> | undefined>>(id);
        const componente = modulo?.[exportName];
        if (componente) return { default: componente };
        throw new Error(`${id} no exporta "${exportName}"`);
      } catch (error) {
        console.error(`${id} no se pudo cargar; se muestra la alternativa.`, error);
        return { default: () => fallback };
      }
    }),
  );
  // False on the edge and while hydrating, true once the page runs in the browser.
  const enNavegador = useSyncExternalStore(sinCambios, () => true, () => false);
  const esqueleto = <Skeleton lines={loading.lines} label={loading.label} />;
  if (!enNavegador) return esqueleto;
  return (
    <ErrorDelWidget fallback={fallback}>
      <Suspense fallback={esqueleto}>
        <Widget {...props} />
      </Suspense>
    </ErrorDelWidget>
  );
}
