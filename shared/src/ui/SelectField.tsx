import { useId, type SelectHTMLAttributes } from 'react';
import styled from 'styled-components';
import { cajaDeControl, describedBy, ErrorText, Field, theme } from '@portal/shared/ui';

// A select is as wide as its longest option unless told otherwise: the control's 100% (a percentage also drops
// its share of the form's minimum width) keeps long region and comuna names from widening the page on a phone.
const Select = styled.select`
  ${cajaDeControl}
  background: ${theme.color.background};
`;

export interface SelectOption {
  value: string;
  label: string;
}

export interface SelectFieldProps extends SelectHTMLAttributes<HTMLSelectElement> {
  label: string;
  options: readonly SelectOption[];
  /** A first empty option ("Selecciona…"); the field is unset while it is chosen. */
  placeholder?: string;
  error?: string | null;
}

/** A labelled native select (phones show their own picker) whose error is tied to it. */
export function SelectField({ label, options, placeholder, error, id, ...selectProps }: SelectFieldProps) {
  const generatedId = useId();
  const selectId = id ?? generatedId;
  return (
    <Field>
      <label htmlFor={selectId}>{label}</label>
      <Select id={selectId} aria-invalid={error ? true : undefined} aria-describedby={describedBy(selectId, error, null)} {...selectProps}>
        {placeholder !== undefined ? <option value="">{placeholder}</option> : null}
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </Select>
      {error ? <ErrorText id={`${selectId}-error`}>{error}</ErrorText> : null}
    </Field>
  );
}
