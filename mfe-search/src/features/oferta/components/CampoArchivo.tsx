import { EXTENSIONES_PERMITIDAS } from '@portal/shared/contract';
import { FileInput } from '@portal/shared/archivo';
import { theme } from '@portal/shared/ui';
import { useId } from 'react';
import styled from 'styled-components';

const Field = styled.div`
  display: grid;
  gap: 0.25rem;
`;

const Hint = styled.p`
  margin: 0;
  font-size: 0.9rem;
  color: ${theme.color.textMuted};
`;

const ErrorText = styled.p`
  margin: 0;
  color: ${theme.color.danger};
  font-size: 0.9rem;
`;

interface Props {
  label: string;
  name: string;
  error: string | null;
  onChange: (archivo: File | undefined) => void;
}

const ACEPTA = EXTENSIONES_PERMITIDAS.map((e) => `.${e}`).join(',');

/** A labelled file input with the upload rules as hint and its error tied through aria-describedby. */
export function CampoArchivo({ label, name, error, onChange }: Props) {
  const id = useId();
  return (
    <Field>
      <label htmlFor={id}>{label}</label>
      <FileInput
        id={id}
        name={name}
        required
        accept={ACEPTA}
        aria-invalid={error ? true : undefined}
        aria-describedby={`${id}-ayuda${error ? ` ${id}-error` : ''}`}
        onChange={(event) => onChange(event.target.files?.[0])}
      />
      <Hint id={`${id}-ayuda`}>PDF, Word (doc, docx) o imagen (jpg, jpeg, png, gif), hasta 5 MB.</Hint>
      {error ? <ErrorText id={`${id}-error`}>{error}</ErrorText> : null}
    </Field>
  );
}
