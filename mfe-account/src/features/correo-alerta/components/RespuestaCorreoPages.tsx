import { cancelarSuscripcionAlerta, responderEstimuloAlerta, votarCorreoAlerta, type PropositoEnlaceAlerta } from '@portal/shared/api';
import { href } from '@portal/shared/routes';
import { Alert, Button, SecondaryButton } from '@portal/shared/ui';
import type { ReactNode } from 'react';
import { Link, useParams, useSearchParams } from 'react-router-dom';
import { Cargando } from '../../../components/Cargando';
import { CardLinks, FormCard } from '../../../components/FormCard';
import { useEnlaceAlerta } from '../hooks/useEnlaceAlerta';
import { FilaBotones } from '../../../components/FilaBotones';

const AAlertas = () => (
  <CardLinks>
    <Link to={href('alertasDeEmpleo')}>Ver mis alertas de empleo</Link>
  </CardLinks>
);

interface Pregunta {
  token: string;
  proposito: PropositoEnlaceAlerta;
  titulo: string;
  intro: (alerta: string) => ReactNode;
  opciones: { texto: string; principal?: boolean; enviar: () => Promise<void> }[];
  gracias: string;
}

/** One question of an alert e-mail, answered once with the link's token (no session needed). */
function PreguntaCorreo({ token, proposito, titulo, intro, opciones, gracias }: Pregunta) {
  const { estado, responder } = useEnlaceAlerta(token, proposito);
  if (estado.tipo === 'cargando') return <Cargando texto="Revisando el enlace…" />;
  if (estado.tipo === 'error') {
    return (
      <FormCard title={estado.titulo}>
        <Alert>{estado.mensaje}</Alert>
        <AAlertas />
      </FormCard>
    );
  }
  if (estado.tipo === 'respondido') {
    return (
      <FormCard title="¡Gracias!" intro={gracias}>
        <AAlertas />
      </FormCard>
    );
  }
  const nombre = `«${estado.enlace.nombre}» (${estado.enlace.descripcion})`;
  return (
    <FormCard title={titulo} intro={intro(nombre)}>
      <FilaBotones>
        {opciones.map(({ texto, principal, enviar }) => {
          const Boton = principal ? Button : SecondaryButton;
          return (
            <Boton key={texto} type="button" disabled={estado.tipo === 'enviando'} onClick={() => void responder(enviar)}>
              {texto}
            </Boton>
          );
        })}
      </FilaBotones>
    </FormCard>
  );
}

/** `/correo/alerta-empleo/cancelar-suscripcion/{idAlerta}?token=`: deletes the alert. */
export function CancelarSuscripcionPage() {
  const idAlerta = Number(useParams().idAlerta);
  const token = useSearchParams()[0].get('token') ?? '';
  return (
    <PreguntaCorreo
      token={token}
      proposito="cancelar"
      titulo="Cancelar alerta de empleo"
      intro={(alerta) => `¿Quieres dejar de recibir los correos de tu alerta ${alerta}? La alerta se eliminará.`}
      opciones={[{ texto: 'Sí, cancelar la alerta', principal: true, enviar: () => cancelarSuscripcionAlerta(idAlerta, token) }]}
      gracias="Cancelamos tu alerta: no recibirás más correos de ella."
    />
  );
}

/** `/correo/alerta-empleo/votacion/{hash}`: "¿te sirvió este correo?". */
export function VotacionPage() {
  const token = useParams().hash ?? '';
  return (
    <PreguntaCorreo
      token={token}
      proposito="votacion"
      titulo="¿Te sirvió este correo?"
      intro={(alerta) => `Cuéntanos si las ofertas de tu alerta ${alerta} te sirvieron.`}
      opciones={[
        { texto: 'Sí, me sirvió', principal: true, enviar: () => votarCorreoAlerta(token, 'SI') },
        { texto: 'No me sirvió', enviar: () => votarCorreoAlerta(token, 'NO') },
      ]}
      gracias="Guardamos tu respuesta. Nos ayuda a enviarte mejores ofertas."
    />
  );
}

/** `/correo/alerta-empleo/respuesta-estimulo/{hash}`: "¿sigues buscando trabajo?"; a found job pauses the alert. */
export function RespuestaEstimuloPage() {
  const token = useParams().hash ?? '';
  return (
    <PreguntaCorreo
      token={token}
      proposito="estimulo"
      titulo="¿Sigues buscando trabajo?"
      intro={(alerta) => `Así sabemos si seguir enviándote tu alerta ${alerta}.`}
      opciones={[
        { texto: 'Sí, sigo buscando', principal: true, enviar: () => responderEstimuloAlerta(token, 'SIGO_BUSCANDO') },
        { texto: 'Ya encontré trabajo', enviar: () => responderEstimuloAlerta(token, 'YA_ENCONTRE') },
      ]}
      gracias="Guardamos tu respuesta. Si ya encontraste trabajo, pausamos esta alerta: puedes reanudarla cuando quieras."
    />
  );
}

/** `/correo/error/respuesta-doble`: a link of any e-mail (alerts, applications) was already answered; the first answer stays. */
export function RespuestaDoblePage() {
  return (
    <FormCard title="Ya respondiste a este correo" intro="Guardamos tu primera respuesta; cada enlace se puede usar una sola vez.">
      <CardLinks>
        <Link to={href('dashboard')}>Ir a mi cuenta</Link>
        <Link to={href('home')}>Ir al inicio</Link>
      </CardLinks>
    </FormCard>
  );
}
