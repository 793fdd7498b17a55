import type { LogoDibujado } from '@portal/shared/contract';
import styled from 'styled-components';

/** White initials over the company's colour (AA contrast, as the api's drawn SVG), given inline: one class for every company, not one per colour. */
const Monograma = styled.span<{ $lado: number }>`
  display: inline-grid;
  place-items: center;
  width: ${({ $lado }) => $lado}px;
  height: ${({ $lado }) => $lado}px;
  color: #fff;
  font-size: ${({ $lado }) => Math.round($lado * 0.375)}px;
  font-weight: 700;
  line-height: 1;
`;

interface LogoEmpresaProps {
  nombre: string;
  urlLogo: string | null;
  logoDibujado: LogoDibujado | null;
  /** Width and height in CSS pixels, given up front so nothing moves as an image loads. */
  lado: number;
  /** The company's name is right beside it: no name of its own. */
  decorativo?: boolean;
  /** Below the fold: the image loads when it comes near. */
  diferido?: boolean;
  className?: string;
}

/**
 * A company's logo: the drawn one as HTML (initials in a coloured box), since an SVG image costs the main
 * thread a document of its own; an uploaded one as an image; nothing without either.
 */
export function LogoEmpresa({ nombre, urlLogo, logoDibujado, lado, decorativo = false, diferido = false, className }: LogoEmpresaProps) {
  const nombreLogo = decorativo ? undefined : `Logo de ${nombre}`;
  if (logoDibujado) {
    return (
      <Monograma className={className} style={{ background: logoDibujado.color }} $lado={lado} role={nombreLogo && 'img'} aria-label={nombreLogo} aria-hidden={decorativo || undefined}>
        {logoDibujado.iniciales}
      </Monograma>
    );
  }
  if (!urlLogo) return null;
  return <img className={className} src={urlLogo} alt={nombreLogo ?? ''} width={lado} height={lado} loading={diferido ? 'lazy' : undefined} decoding="async" />;
}
