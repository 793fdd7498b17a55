import { useId, type ReactNode, type TextareaHTMLAttributes } from 'react';
import styled from 'styled-components';
import { describedBy, ErrorText, Field, HintText, theme } from '@portal/shared/ui';

const TextArea = styled.textarea`
  min-height: 7rem;
  padding: 0.5rem 0.75rem;
  font: inherit;
  resize: vertical;
  border: 1px solid ${theme.color.textMuted};
  border-radius: ${theme.radius};
  &[aria-invalid='true'] { border-color: ${theme.color.danger}; }
`;

export interface TextAreaFieldProps extends TextareaHTMLAttributes<HTMLTextAreaElement> {
  label: string;
  error?: string | null;
  hint?: ReactNode;
}

/** A labelled multi-line field whose error and hint are tied to it, like TextField. */
export function TextAreaField({ label, error, hint, id, ...props }: TextAreaFieldProps) {
  const generatedId = useId();
  const inputId = id ?? generatedId;
  return (
    <Field>
      <label htmlFor={inputId}>{label}</label>
      <TextArea id={inputId} aria-invalid={error ? true : undefined} aria-describedby={describedBy(inputId, error, hint)} {...props} />
      {error ? <ErrorText id={`${inputId}-error`}>{error}</ErrorText> : null}
      {hint ? <HintText id={`${inputId}-hint`}>{hint}</HintText> : null}
    </Field>
  );
}
