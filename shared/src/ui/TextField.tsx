import { useId, type InputHTMLAttributes, type ReactNode } from 'react';
import styled, { css } from 'styled-components';
import { theme } from './theme';

export const Field = styled.div`
  display: grid;
  gap: 0.25rem;
`;

/**
 * The box of a one-line field's control (an input, a select): a 44 px touch target that fills its field and
 * never sets the form's minimum width (a date input, a long option have a wide intrinsic size); red when invalid.
 */
export const cajaDeControl = css`
  width: 100%;
  min-width: 0;
  min-height: 44px;
  padding: 0.5rem 0.75rem;
  font: inherit;
  border: 1px solid ${theme.color.textMuted};
  border-radius: ${theme.radius};
  &[aria-invalid='true'] { border-color: ${theme.color.danger}; }
`;

const Input = styled.input`
  ${cajaDeControl}
`;

export const ErrorText = styled.p`
  margin: 0;
  color: ${theme.color.danger};
  font-size: 0.9rem;
`;

export const HintText = styled.div`
  margin: 0;
  color: ${theme.color.textMuted};
  font-size: 0.9rem;
`;

export interface TextFieldProps extends InputHTMLAttributes<HTMLInputElement> {
  label: string;
  /** Shown, and announced, only when set: the caller decides (dirty and invalid). */
  error?: string | null;
  /** Help under the field (format, what happens next), read with the field. */
  hint?: ReactNode;
  /** The label as the input's accessible name only (aria-label), where its place, placeholder and button say what it is (a header search). */
  labelHidden?: boolean;
}

/** The ids a field's input is described by: its error first, then its hint. */
export function describedBy(inputId: string, error: unknown, hint: unknown): string | undefined {
  return [error ? `${inputId}-error` : null, hint ? `${inputId}-hint` : null].filter(Boolean).join(' ') || undefined;
}

/** A labelled input whose error and hint are tied to it with aria-describedby. */
export function TextField({ label, error, hint, labelHidden = false, id, ...inputProps }: TextFieldProps) {
  const generatedId = useId();
  const inputId = id ?? generatedId;
  return (
    <Field>
      {labelHidden ? null : <label htmlFor={inputId}>{label}</label>}
      <Input id={inputId} aria-label={labelHidden ? label : undefined} aria-invalid={error ? true : undefined} aria-describedby={describedBy(inputId, error, hint)} {...inputProps} />
      {error ? <ErrorText id={`${inputId}-error`}>{error}</ErrorText> : null}
      {hint ? <HintText id={`${inputId}-hint`}>{hint}</HintText> : null}
    </Field>
  );
}
