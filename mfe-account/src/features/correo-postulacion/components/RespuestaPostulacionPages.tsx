import { desistirProcesoMovilidad, responderColocacion } from '@portal/shared/api';
import type { EnlacePostulacion } from '@portal/shared/contract';
import { formatFecha } from '@portal/shared/format';
import { href } from '@portal/shared/routes';
import { Alert, Button, SecondaryButton } from '@portal/shared/ui';
import { useState } from 'react';
import { Link, useParams } from 'react-router-dom';
import { Cargando } from '../../../components/Cargando';
import { CardLinks, FormCard } from '../../../components/FormCard';
import { useEnlacePostulacion } from '../hooks/useEnlacePostulacion';
import { FilaBotones } from '../../../components/FilaBotones';

const AMisPostulaciones = () => (
  <CardLinks>
    <Link to={href('misPostulaciones')}>Ver mis postulaciones</Link>
    <Link to={href('trabajoEmpleo')}>Buscar ofertas</Link>
  </CardLinks>
);

const ErrorEnlace = ({ titulo, mensaje }: { titulo: string; mensaje: string }) => (
  <FormCard title={titulo}>
    <Alert>{mensaje}</Alert>
    <AMisPostulaciones />
  </FormCard>
);

const cargoEn = ({ oferta }: EnlacePostulacion) => `${oferta.nombreCargo} en ${oferta.nombreEmpresaFantasia}`;

/** `/colocacion/respuesta/{token}`: the placement follow-up, "¿Fuiste contratado/a?" for one application (no session needed). */
export function ColocacionRespuestaPage() {
  const token = useParams().token ?? '';
  const { estado, responder } = useEnlacePostulacion(token, 'colocacion');
  const [contratado, setContratado] = useState<boolean | null>(null);
  if (estado.tipo === 'cargando') return <Cargando texto="Revisando el enlace…" />;
  if (estado.tipo === 'error') return <ErrorEnlace titulo={estado.titulo} mensaje={estado.mensaje} />;
  if (estado.tipo === 'respondido') {
    return (
      <FormCard
        title="¡Gracias!"
        intro={
          contratado
            ? '¡Felicitaciones por tu nuevo trabajo! Guardamos tu respuesta.'
            : 'Guardamos tu respuesta. Sigue buscando: cada día publicamos nuevas ofertas.'
        }
      >
        <AMisPostulaciones />
      </FormCard>
    );
  }
  const responderCon = (si: boolean) => {
    setContratado(si);
    void responder(() => responderColocacion(token, si));
  };
  return (
    <FormCard title="¿Fuiste contratado/a?" intro={`El ${formatFecha(estado.enlace.fecha)} postulaste a ${cargoEn(estado.enlace)}. ¿Te contrataron?`}>
      <FilaBotones>
        <Button type="button" disabled={estado.tipo === 'enviando'} onClick={() => responderCon(true)}>
          Sí, me contrataron
        </Button>
        <SecondaryButton type="button" disabled={estado.tipo === 'enviando'} onClick={() => responderCon(false)}>
          No me contrataron
        </SecondaryButton>
      </FilaBotones>
    </FormCard>
  );
}

/** `/correo/invitacion-movilidad/desiste-proceso/{token}`: leaves a process the candidate was invited to (no session needed). */
export function DesisteProcesoPage() {
  const token = useParams().token ?? '';
  const { estado, responder } = useEnlacePostulacion(token, 'desiste');
  if (estado.tipo === 'cargando') return <Cargando texto="Revisando el enlace…" />;
  if (estado.tipo === 'error') return <ErrorEnlace titulo={estado.titulo} mensaje={estado.mensaje} />;
  if (estado.tipo === 'respondido') {
    return (
      <FormCard title="Desististe del proceso" intro={`Retiramos tu postulación a ${cargoEn(estado.enlace)}: la verás como retirada en «Mis postulaciones».`}>
        <AMisPostulaciones />
      </FormCard>
    );
  }
  return (
    <FormCard
      title="Desistir del proceso"
      intro={`${estado.enlace.oferta.nombreEmpresaFantasia} te invitó a su proceso de selección para ${estado.enlace.oferta.nombreCargo}. Si desistes, tu postulación quedará retirada y la empresa dejará de considerarte para este cargo.`}
    >
      <FilaBotones>
        <Button type="button" disabled={estado.tipo === 'enviando'} onClick={() => void responder(() => desistirProcesoMovilidad(token))}>
          Sí, desistir del proceso
        </Button>
      </FilaBotones>
    </FormCard>
  );
}
