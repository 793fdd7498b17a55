import { useId, type InputHTMLAttributes, type ReactNode } from 'react';
import styled from 'styled-components';
import { describedBy, ErrorText, Field } from '@portal/shared/ui';

const Row = styled.div`
  display: flex;
  gap: 0.5rem;
  align-items: flex-start;
  input { width: 1.5rem; height: 1.5rem; margin: 0.1rem 0 0; flex: none; }
`;

export interface CheckboxFieldProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'type'> {
  /** May hold a link (e.g. to the privacy policy). */
  label: ReactNode;
  error?: string | null;
}

/** A checkbox with its label beside it and its error tied to it. */
export function CheckboxField({ label, error, id, ...inputProps }: CheckboxFieldProps) {
  const generatedId = useId();
  const inputId = id ?? generatedId;
  return (
    <Field>
      <Row>
        <input type="checkbox" id={inputId} aria-invalid={error ? true : undefined} aria-describedby={describedBy(inputId, error, null)} {...inputProps} />
        <label htmlFor={inputId}>{label}</label>
      </Row>
      {error ? <ErrorText id={`${inputId}-error`}>{error}</ErrorText> : null}
    </Field>
  );
}
