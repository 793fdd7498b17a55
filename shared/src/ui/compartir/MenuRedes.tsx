import { enlaceDeRed, NOMBRE_RED, REDES } from './redes';
import { useId, useState } from 'react';
import styled, { css } from 'styled-components';
import { IconoCopiar, IconoCorreo, IconoHecho } from '@portal/shared/iconos-secundarios';
import { theme, VisuallyHidden } from '@portal/shared/ui';
import { useEnlacesDeRedes, type Acortador } from './useEnlacesDeRedes';

/** A row of its own under the button (in a row of actions too). */
const Lista = styled.ul`
  display: flex;
  flex-basis: 100%;
  flex-wrap: wrap;
  gap: ${theme.space[2]};
  margin: 0;
  padding: 0;
  list-style: none;
`;

const opcion = css`
  display: inline-flex;
  align-items: center;
  gap: ${theme.space[2]};
  min-height: 44px;
  padding: ${theme.space[2]} ${theme.space[3]};
  border: 1px solid ${theme.color.border};
  border-radius: ${theme.radius};
  background: ${theme.color.background};
  color: ${theme.color.primary};
  font: inherit;
  font-weight: 600;
  text-decoration: none;
  cursor: pointer;
  &:hover { border-color: ${theme.color.primary}; text-decoration: underline; }
`;
const Enlace = styled.a`${opcion}`;
const Boton = styled.button`${opcion}`;

type Copia = 'copiado' | 'fallo' | null;

const AVISO_COPIA: Record<Exclude<Copia, null>, string> = {
  copiado: 'Enlace copiado.',
  fallo: 'No pudimos copiar el enlace: cópialo desde la barra de direcciones.',
};

interface Props {
  id: string;
  /** The page's absolute URL. */
  url: string;
  titulo: string;
  acortar?: Acortador;
  /** Where the copy's confirmation is announced (a live region that exists before it speaks). */
  onAviso: (aviso: string) => void;
}

/** The networks' share pages (new tab), an e-mail and «Copiar enlace», whose outcome is seen and announced. */
export function MenuRedes({ id, url, titulo, acortar, onAviso }: Props) {
  const enlaces = useEnlacesDeRedes(url, acortar);
  const nuevaPestana = useId();
  const [copia, setCopia] = useState<Copia>(null);

  async function copiar() {
    const resultado = await navigator.clipboard?.writeText(url).then(() => 'copiado' as const, () => 'fallo' as const) ?? 'fallo';
    setCopia(resultado);
    onAviso(AVISO_COPIA[resultado]);
  }

  return (
    <>
      <VisuallyHidden id={nuevaPestana}>Se abre en una pestaña nueva.</VisuallyHidden>
      <Lista id={id}>
      {REDES.map((red) => (
        <li key={red}>
          <Enlace href={enlaceDeRed(red, enlaces[red], titulo)} target="_blank" rel="noopener noreferrer" aria-label={`Compartir en ${NOMBRE_RED[red]}`} aria-describedby={nuevaPestana}>
            {NOMBRE_RED[red]}
          </Enlace>
        </li>
      ))}
      <li>
        <Enlace href={`mailto:?${new URLSearchParams({ subject: titulo, body: `${titulo}\n${url}` }).toString().replace(/\+/g, '%20')}`}>
          <IconoCorreo />
          Enviar por correo
        </Enlace>
      </li>
      <li>
        <Boton type="button" onClick={() => void copiar()}>
          {copia === 'copiado' ? <IconoHecho /> : <IconoCopiar />}
          {copia === 'copiado' ? 'Enlace copiado' : 'Copiar enlace'}
        </Boton>
      </li>
      </Lista>
    </>
  );
}
