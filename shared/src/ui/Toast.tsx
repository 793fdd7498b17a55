import type { ReactNode } from 'react';
import styled from 'styled-components';
import { IconoCerrar, theme } from '@portal/shared/ui';

export type ToastTono = 'info' | 'success' | 'danger' | 'warning';

const FONDOS: Record<ToastTono, string> = {
  info: theme.color.primary,
  success: theme.color.success,
  danger: theme.color.danger,
  warning: theme.color.warning,
};

const Caja = styled.div<{ $tono: ToastTono }>`
  display: flex;
  align-items: flex-start;
  gap: ${theme.space[4]};
  max-width: 28rem;
  padding: ${theme.space[3]} ${theme.space[4]};
  border-radius: ${theme.radius};
  background: ${({ $tono }) => FONDOS[$tono]};
  color: ${theme.color.onPrimary};
  box-shadow: ${theme.shadow[2]};
  pointer-events: auto;
  a { color: inherit; }
`;

const Mensaje = styled.div`
  flex: 1;
  min-width: 0;
  overflow-wrap: anywhere;
  & > * { margin: 0; }
`;

const Cerrar = styled.button`
  border: 0;
  background: transparent;
  color: inherit;
  font: inherit;
  font-weight: 700;
  cursor: pointer;
`;

const Accion = styled.button`
  min-height: 44px;
  padding: ${theme.space[1]} ${theme.space[3]};
  border: 2px solid currentColor;
  border-radius: ${theme.radius};
  background: transparent;
  color: inherit;
  font: inherit;
  font-weight: 700;
  white-space: nowrap;
  cursor: pointer;
`;

export interface ToastProps {
  /** info, success, warning or danger: its colour, and `danger` is announced at once (role alert). */
  tono: ToastTono;
  /** The message. */
  children: ReactNode;
  /** One action beside it («Deshacer», «Recargar»). */
  accion?: { label: string; onAction: () => void };
  /** The «Cerrar aviso» button: always there, so nobody waits for it to go. */
  onCerrar: () => void;
}

/**
 * A short message over the page after something happened. Only its look: the region that holds them, the
 * queue and how long each stays belong to the host (host/src/components/Toasts.tsx).
 */
export function Toast({ tono, children, accion, onCerrar }: ToastProps) {
  return (
    <Caja $tono={tono} role={tono === 'danger' ? 'alert' : 'status'}>
      <Mensaje>{children}</Mensaje>
      {accion ? (
        <Accion type="button" onClick={accion.onAction}>
          {accion.label}
        </Accion>
      ) : null}
      <Cerrar type="button" aria-label="Cerrar aviso" onClick={onCerrar}>
        <IconoCerrar />
      </Cerrar>
    </Caja>
  );
}
