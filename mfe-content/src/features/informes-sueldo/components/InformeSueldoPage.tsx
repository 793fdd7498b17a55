import type { InformeSueldo } from '@portal/shared/contract';
import { formatMoney } from '@portal/shared/format';
import { href } from '@portal/shared/routes';
import { Fecha, PageTitle } from '@portal/shared/ui';
import { Link, useParams } from 'react-router-dom';
import { useInformeSueldo } from '../hooks/useInformeSueldo';
import { CifrasSueldo } from './CifrasSueldo';
import { InformeCargado } from './InformeCargado';
import { TablaGrupos } from './TablaGrupos';

function Pretension({ pretension }: { pretension: InformeSueldo['pretension'] }) {
  if (!pretension) {
    return (
      <p>
        Indica tu pretensión de renta en <Link to={href('miCurriculum')}>tu currículum</Link> para ver dónde queda frente a los sueldos ofrecidos.
      </p>
    );
  }
  return (
    <p>
      Tu pretensión de renta, {formatMoney(pretension.monto)}, supera al {pretension.porcentajeBajo} % de los sueldos ofrecidos para este cargo.
    </p>
  );
}

/** `/informe-de-sueldo/{id}`: the full report the candidate asked for; anyone else's is the 404 page. */
export function InformeSueldoPage() {
  const idInforme = Number(useParams().id);
  return (
    <InformeCargado state={useInformeSueldo(idInforme)} cargando="Cargando tu informe de sueldo…" error="No pudimos cargar tu informe de sueldo. Revisa tu conexión e inténtalo nuevamente.">
      {({ resumen, ...informe }) => (
        <>
          <PageTitle>Informe de sueldo: {resumen.cargo}</PageTitle>
          <p>
            Pedido el <Fecha iso={informe.pedido} />. Las cifras se calculan con las ofertas de hoy. <Link to={href('misInformesDeSueldo')}>Mis informes de sueldo</Link>
          </p>
          <CifrasSueldo resumen={resumen} />
          {resumen.general ? (
            <>
              <TablaGrupos titulo="Sueldo por jornada" columna="Jornada" grupos={informe.porJornada} />
              <section aria-labelledby="tu-pretension">
                <h2 id="tu-pretension">Tu pretensión de renta</h2>
                <Pretension pretension={informe.pretension} />
              </section>
            </>
          ) : null}
        </>
      )}
    </InformeCargado>
  );
}
