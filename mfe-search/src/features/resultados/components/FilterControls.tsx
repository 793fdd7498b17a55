import { formatNumber } from '@portal/shared/format';
import { theme } from '@portal/shared/ui';
import { useId, type ReactNode } from 'react';
import styled from 'styled-components';
import { CasillaInmediata, SelectInmediato } from './EleccionInmediata';

export const Fieldset = styled.fieldset`
  display: grid;
  gap: 0.5rem;
  margin: 0;
  padding: 0.75rem 0 0;
  border: 0;
  border-top: 1px solid ${theme.color.border};
  legend { padding: 0; font-weight: 600; }
`;

const Option = styled.label`
  display: flex;
  gap: 0.5rem;
  align-items: center;
  min-height: 32px;
  input { width: 1.125rem; height: 1.125rem; margin: 0; }
`;

const Field = styled.div`
  display: grid;
  gap: 0.25rem;
  /* A select is as wide as its longest option otherwise: in the filters column it spilled over the results. */
  select, input { width: 100%; min-height: 40px; padding: 0 0.5rem; font: inherit; border: 1px solid ${theme.color.textMuted}; border-radius: 4px; }
`;

const Count = styled.span`
  color: ${theme.color.textMuted};
`;

export interface Choice<T extends string | number> {
  valor: T;
  nombre: string;
  cantidad?: number;
}

/** The name and its count in one span: as two flex items, a name that wrapped left its count at the column's edge. */
const label = (choice: Choice<string | number>) => (
  <span>
    {choice.nombre}
    {choice.cantidad === undefined ? null : <Count> ({formatNumber(choice.cantidad)})</Count>}
  </span>
);

/** A fieldset of checkboxes: the chosen values are a list (any of them matches). */
export function FilterCheckboxGroup<T extends string | number>({
  legend,
  choices,
  selected,
  onChange,
}: {
  legend: string;
  choices: readonly Choice<T>[];
  selected: readonly T[];
  onChange: (values: T[]) => void;
}) {
  if (!choices.length) return null;
  const toggle = (valor: T, checked: boolean) => {
    onChange(checked ? [...selected, valor] : selected.filter((value) => value !== valor));
  };
  return (
    <Fieldset>
      <legend>{legend}</legend>
      {choices.map((choice) => (
        <Option key={choice.valor}>
          <CasillaInmediata type="checkbox" checked={selected.includes(choice.valor)} onChange={(event) => { toggle(choice.valor, event.target.checked); }} />
          {label(choice)}
        </Option>
      ))}
    </Fieldset>
  );
}

/** A labelled select whose first option ("Todas", "Cualquiera"…) clears the filter. */
export function FilterSelect<T extends string>({
  label: text,
  emptyLabel,
  choices,
  value,
  onChange,
}: {
  label: string;
  emptyLabel?: string;
  choices: readonly Choice<T>[];
  value: T | null;
  onChange: (value: T | null) => void;
}) {
  const id = useId();
  return (
    <Field>
      <label htmlFor={id}>{text}</label>
      <SelectInmediato
        id={id}
        value={value ?? ''}
        onChange={(event) => { onChange((choices.find((choice) => choice.valor === event.target.value)?.valor ?? null)); }}
      >
        {emptyLabel === undefined ? null : <option value="">{emptyLabel}</option>}
        {choices.map((choice) => (
          <option key={choice.valor} value={choice.valor}>
            {choice.cantidad === undefined ? choice.nombre : `${choice.nombre} (${formatNumber(choice.cantidad)})`}
          </option>
        ))}
      </SelectInmediato>
    </Field>
  );
}

/** A labelled whole-number input (years of experience); an empty field clears the filter. */
export function FilterNumber({ label: text, value, onChange }: { label: string; value: number | null; onChange: (value: number | null) => void }) {
  const id = useId();
  return (
    <Field>
      <label htmlFor={id}>{text}</label>
      <input
        id={id}
        type="number"
        inputMode="numeric"
        min={0}
        max={60}
        value={value ?? ''}
        onChange={(event) => {
          const number = event.target.valueAsNumber;
          onChange(Number.isInteger(number) && number >= 0 && number <= 60 ? number : null);
        }}
      />
    </Field>
  );
}

/** A single checkbox (a yes/no filter), or a radio button of the group named `radio`. */
export function FilterCheckbox({
  children,
  checked,
  onChange,
  radio,
}: {
  children: ReactNode;
  checked: boolean;
  onChange: (checked: boolean) => void;
  radio?: string;
}) {
  return (
    <Option>
      <CasillaInmediata
        type={radio ? 'radio' : 'checkbox'}
        name={radio}
        checked={checked}
        onChange={(event) => { onChange(event.target.checked); }}
      />
      {children}
    </Option>
  );
}
