import { useId, type InputHTMLAttributes } from 'react';
import styled from 'styled-components';
import { theme } from './theme';

const Field = styled.div`
  display: grid;
  gap: 0.25rem;
`;

const Input = styled.input`
  min-height: 44px;
  padding: 0.5rem 0.75rem;
  font: inherit;
  border: 1px solid ${theme.color.textMuted};
  border-radius: ${theme.radius};
  &[aria-invalid='true'] { border-color: ${theme.color.danger}; }
`;

const ErrorText = styled.p`
  margin: 0;
  color: ${theme.color.danger};
  font-size: 0.9rem;
`;

export interface TextFieldProps extends InputHTMLAttributes<HTMLInputElement> {
  label: string;
  /** Shown, and announced, only when set: the caller decides (dirty and invalid). */
  error?: string | null;
}

/** A labelled input whose error is tied to it with aria-describedby. */
export function TextField({ label, error, id, ...inputProps }: TextFieldProps) {
  const generatedId = useId();
  const inputId = id ?? generatedId;
  const errorId = `${inputId}-error`;
  return (
    <Field>
      <label htmlFor={inputId}>{label}</label>
      <Input
        id={inputId}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? errorId : undefined}
        {...inputProps}
      />
      {error ? <ErrorText id={errorId}>{error}</ErrorText> : null}
    </Field>
  );
}
