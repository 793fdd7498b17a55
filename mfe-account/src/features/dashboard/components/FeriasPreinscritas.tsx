import { getPreRegistros, useQuery } from '@portal/shared/api';
import { fechaHoraEnChile } from '@portal/shared/format';
import { SeccionPanel, Secundario } from './SeccionPanel';

/** The fair portal on this scheme and port (the demo's portals differ only in host name). */
function urlDeFeria(dominio: string): string {
  const { protocol, port } = window.location;
  return `${protocol}//${dominio}${port ? `:${port}` : ''}/`;
}

/** The fairs the candidate pre-registered for (issue 14); nothing at all when there are none. */
export function FeriasPreinscritas() {
  const { data } = useQuery('feria-pre-registros:panel', getPreRegistros);
  if (!data?.length) return null;
  return (
    <SeccionPanel titulo="Tus ferias laborales">
      <ul aria-label="Tus preinscripciones a ferias">
        {data.map((feria) => {
          const apertura = fechaHoraEnChile(feria.fechaInicio);
          return (
            <li key={feria.idDominio}>
              <a href={urlDeFeria(feria.dominio)}>{feria.nombreFeria}</a>
              <Secundario>
                Preinscripción confirmada · abre el {apertura.fecha} a las {apertura.hora} (hora de Chile)
              </Secundario>
            </li>
          );
        })}
      </ul>
    </SeccionPanel>
  );
}
