import { TextField, theme, type TextFieldProps } from '@portal/shared/ui';
import { useId, useState } from 'react';
import styled from 'styled-components';

const Wrapper = styled.div`
  display: grid;
  gap: 0.25rem;
`;

const Toggle = styled.button`
  justify-self: start;
  min-height: 44px;
  padding: 0 0.25rem;
  border: 0;
  background: none;
  color: ${theme.color.primary};
  font: inherit;
  text-decoration: underline;
  cursor: pointer;
`;

/** A password input with a button that shows or hides what was typed. */
export function PasswordField({ id, ...props }: Omit<TextFieldProps, 'type'>) {
  const generatedId = useId();
  const inputId = id ?? generatedId;
  const [visible, setVisible] = useState(false);
  return (
    <Wrapper>
      <TextField {...props} id={inputId} type={visible ? 'text' : 'password'} />
      <Toggle type="button" aria-pressed={visible} aria-controls={inputId} onClick={() => { setVisible((value) => !value); }}>
        Mostrar contraseña
      </Toggle>
    </Wrapper>
  );
}
