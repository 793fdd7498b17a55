import { fortalezaClave, NIVELES_CLAVE, problemasClave } from '@portal/shared/contract';
import { theme } from '@portal/shared/ui';
import styled from 'styled-components';

const COLORES = [theme.color.danger, theme.color.danger, theme.color.warning, theme.color.success, theme.color.success];

const Bar = styled.div<{ $nivel: number }>`
  height: 0.5rem;
  border-radius: 0.25rem;
  background: ${theme.color.border};
  overflow: hidden;
  &::after {
    content: '';
    display: block;
    height: 100%;
    width: ${({ $nivel }) => (($nivel + 1) / NIVELES_CLAVE.length) * 100}%;
    background: ${({ $nivel }) => COLORES[$nivel]};
  }
`;

const Lista = styled.ul`
  margin: 0.25rem 0 0;
  padding-left: 1.25rem;
`;

/**
 * The strength meter of a new password, from the same rule the api checks: its level in words (the bar is
 * decoration) and what it still lacks. Render it as the field's hint so it is read with the field.
 */
export function PasswordStrength({ clave, datos }: { clave: string; datos?: { correo?: string; numeroDocumento?: string } }) {
  if (!clave) return <>Usa al menos 8 caracteres, con letras y números.</>;
  const nivel = fortalezaClave(clave, datos);
  const problemas = problemasClave(clave, datos);
  return (
    <>
      <Bar $nivel={nivel} aria-hidden="true" />
      <span>Seguridad de la contraseña: {NIVELES_CLAVE[nivel]}</span>
      {problemas.length ? (
        <Lista>
          {problemas.map((problema) => (
            <li key={problema}>{problema}</li>
          ))}
        </Lista>
      ) : null}
    </>
  );
}
