import { useState, type ChangeEvent, type InputHTMLAttributes, type Ref } from 'react';
import styled from 'styled-components';
import { theme } from '@portal/shared/ui';

/**
 * The browser's own file input stays the control (its label, keyboard, screen reader and the phone's picker),
 * laid transparent over what people see: an «Elegir archivo» button and the chosen file's name.
 */
const Picker = styled.span`
  position: relative;
  display: flex;
  align-items: center;
  gap: ${theme.space[3]};
  max-width: 100%;
  min-height: 44px;
  padding: ${theme.space[1]};
  border: 1px dashed ${theme.color.textMuted};
  border-radius: ${theme.radius};
  background: ${theme.color.background};
  input {
    position: absolute;
    inset: 0;
    width: 100%;
    height: 100%;
    opacity: 0;
    cursor: pointer;
  }
  input:disabled { cursor: not-allowed; }
  &:focus-within { outline: 3px solid ${theme.color.focus}; outline-offset: 2px; }
  &:hover { border-color: ${theme.color.primary}; }
`;

const Choose = styled.span`
  flex-shrink: 0;
  padding: ${theme.space[2]} ${theme.space[4]};
  border-radius: ${theme.radius};
  background: ${theme.color.primary};
  color: ${theme.color.onPrimary};
  font-weight: 600;
`;

const Chosen = styled.span`
  min-width: 0;
  overflow-wrap: anywhere;
  color: ${theme.color.textMuted};
`;

export type FileInputProps = Omit<InputHTMLAttributes<HTMLInputElement>, 'type'> & {
  ref?: Ref<HTMLInputElement>;
  /** False where choosing acts at once (an upload, a crop): the page then shows the file, not the picker. */
  showChosen?: boolean;
};

/** A file input that looks like the rest of the kit. Label and hint are the caller's, tied by id as usual. */
export function FileInput({ onChange, ref, showChosen = true, ...props }: FileInputProps) {
  const [chosen, setChosen] = useState<string | null>(null);
  const change = (event: ChangeEvent<HTMLInputElement>) => {
    setChosen(event.target.files?.[0]?.name ?? null);
    onChange?.(event);
  };
  return (
    <Picker>
      <input ref={ref} type="file" onChange={change} {...props} />
      <Choose aria-hidden="true">Elegir archivo</Choose>
      {showChosen ? <Chosen aria-hidden="true">{chosen ?? 'Ningún archivo elegido'}</Chosen> : null}
    </Picker>
  );
}
