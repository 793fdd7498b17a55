import { ErrorText, theme } from '@portal/shared/ui';
import styled from 'styled-components';

const MESES = ['Enero', 'Febrero', 'Marzo', 'Abril', 'Mayo', 'Junio', 'Julio', 'Agosto', 'Septiembre', 'Octubre', 'Noviembre', 'Diciembre'];

const Grupo = styled.fieldset`
  display: grid;
  gap: 0.25rem;
  margin: 0;
  padding: 0;
  border: 0;
  legend { padding: 0; margin-bottom: 0.25rem; }
`;
const Fila = styled.div`
  display: grid;
  grid-template-columns: 1fr 7rem;
  gap: 0.5rem;
  select {
    min-height: 44px;
    padding: 0.5rem;
    font: inherit;
    border: 1px solid ${theme.color.textMuted};
    border-radius: ${theme.radius};
    background: ${theme.color.background};
  }
  select[aria-invalid='true'] { border-color: ${theme.color.danger}; }
`;

interface Props {
  /** The month select's id (focused when the field is invalid). */
  id: string;
  legend: string;
  /** YYYY-MM, or a partial "YYYY-" / "-MM" while one half is chosen, or ''. */
  value: string;
  onChange: (valor: string) => void;
  error?: string | null;
  /** Years offered: from 1960 to this many years ahead (an expected graduation). */
  aniosAdelante?: number;
}

/** A month as two native selects (month, year): every browser and phone has them, unlike `type="month"`. */
export function MesField({ id, legend, value, onChange, error, aniosAdelante = 0 }: Props) {
  const [anio = '', mes = ''] = value.split('-');
  const hasta = new Date().getFullYear() + aniosAdelante;
  const anios = Array.from({ length: hasta - 1959 }, (_, i) => String(hasta - i));
  const errorId = `${id}-error`;
  const cambiar = (nuevoAnio: string, nuevoMes: string) => onChange(nuevoAnio || nuevoMes ? `${nuevoAnio}-${nuevoMes}` : '');
  return (
    <Grupo>
      <legend>{legend}</legend>
      <Fila>
        <select id={id} aria-label={`${legend}: mes`} value={mes} aria-invalid={error ? true : undefined} aria-describedby={error ? errorId : undefined} onChange={(e) => cambiar(anio, e.target.value)}>
          <option value="">Mes</option>
          {MESES.map((nombre, i) => (
            <option key={nombre} value={String(i + 1).padStart(2, '0')}>
              {nombre}
            </option>
          ))}
        </select>
        <select aria-label={`${legend}: año`} value={anio} aria-invalid={error ? true : undefined} aria-describedby={error ? errorId : undefined} onChange={(e) => cambiar(e.target.value, mes)}>
          <option value="">Año</option>
          {anios.map((a) => (
            <option key={a} value={a}>
              {a}
            </option>
          ))}
        </select>
      </Fila>
      {error ? <ErrorText id={errorId}>{error}</ErrorText> : null}
    </Grupo>
  );
}
