import type { StandFeria } from '@portal/shared/contract';
import { theme } from '@portal/shared/ui';
import styled from 'styled-components';

const Galeria = styled.ul`
  display: grid;
  gap: 1rem;
  margin: 0;
  padding: 0;
  list-style: none;
  grid-template-columns: repeat(auto-fill, minmax(min(100%, 16rem), 1fr));
  img { display: block; width: 100%; height: auto; border-radius: ${theme.radius}; }
`;

/** The stand's pictures (with their size, so nothing jumps as they load) and its video link. */
export function StandMedia({ stand }: { stand: StandFeria }) {
  if (stand.imagenes.length === 0 && !stand.urlVideo) return null;
  return (
    <>
      {stand.imagenes.length > 0 ? (
        <Galeria aria-label={`Imágenes de ${stand.nombreEmpresa}`}>
          {stand.imagenes.map((imagen) => (
            <li key={imagen.url}>
              <img src={imagen.url} alt={imagen.alt} width={imagen.ancho} height={imagen.alto} loading="lazy" />
            </li>
          ))}
        </Galeria>
      ) : null}
      {stand.urlVideo ? (
        <p>
          <a href={stand.urlVideo} target="_blank" rel="noopener noreferrer">
            Ver el video de {stand.nombreEmpresa} (se abre en una pestaña nueva)
          </a>
        </p>
      ) : null}
    </>
  );
}
