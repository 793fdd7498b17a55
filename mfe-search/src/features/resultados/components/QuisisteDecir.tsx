import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { serializeSearchState, type EstadoBusqueda } from '../lib/estado-busqueda';

const Texto = styled.p`
  margin: 0;
  &:not(:empty) { margin-top: 0.75rem; }
`;

/**
 * "¿Quisiste decir …?" when the api corrected a misspelt word of the keyword: the corrected keyword links to
 * the same search with it. The live region is always there (empty and without height otherwise), so a
 * suggestion is announced with the results it arrives with.
 */
export function QuisisteDecir({ state, corregida }: { state: EstadoBusqueda; corregida: string | undefined }) {
  const search = corregida ? `?${serializeSearchState({ ...state, palabraClave: corregida, pagina: 1 }).toString()}` : '';
  return (
    <Texto role="status">
      {corregida ? (
        <>
          ¿Quisiste decir <Link to={{ search }}>{corregida}</Link>?
        </>
      ) : null}
    </Texto>
  );
}
