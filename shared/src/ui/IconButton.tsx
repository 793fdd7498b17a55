import type { ButtonHTMLAttributes, ReactNode } from 'react';
import styled from 'styled-components';
import { theme } from './theme';

/** A 44 px square: the touch target WCAG 2.5.5 asks for, however small the icon. */
const Square = styled.button`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  flex-shrink: 0;
  width: 44px;
  height: 44px;
  padding: 0;
  border: 1px solid ${theme.color.border};
  border-radius: ${theme.radius};
  background: ${theme.color.background};
  color: ${theme.color.primary};
  font: inherit;
  font-size: 1.25rem;
  line-height: 1;
  cursor: pointer;
  &:hover { border-color: ${theme.color.primary}; }
  &[aria-pressed='true'] { background: ${theme.color.highlight}; border-color: ${theme.color.primary}; }
`;

export type IconButtonProps = Omit<ButtonHTMLAttributes<HTMLButtonElement>, 'aria-label' | 'children'> & {
  /** The button's accessible name: an icon alone says nothing to a screen reader. Also its tooltip. */
  label: string;
  /** Decorative: hidden from assistive technology, the label names the button. */
  icon: ReactNode;
};

/** A button that shows only an icon and is named by `label` (also its tooltip, for sighted mouse users). */
export function IconButton({ label, icon, type = 'button', ...props }: IconButtonProps) {
  return (
    <Square type={type} aria-label={label} title={label} {...props}>
      <span aria-hidden="true">{icon}</span>
    </Square>
  );
}
