// The pre-registration e-mail: which fair, when it opens and closes in Chile's time, and the way back to it.
import { componerCorreo, horaChile } from '../correo/plantillas';
import type { Mensaje } from '../correo/bandeja';

export function correoPreRegistro(d: {
  portal: string;
  para: string;
  nombres: string;
  enlace: string;
  feria: { nombreFeria: string; fechaInicio: string; fechaTermino: string };
}): Mensaje {
  return componerCorreo({
    portal: d.portal,
    para: d.para,
    asunto: `Te preinscribiste en ${d.feria.nombreFeria}`,
    saludo: `Hola, ${d.nombres}:`,
    parrafos: [
      `Quedaste preinscrito en ${d.feria.nombreFeria}. La feria abre a las ${horaChile(new Date(d.feria.fechaInicio))} y cierra a las ${horaChile(new Date(d.feria.fechaTermino))} (hora de Chile).`,
      'Ese día podrás recorrer los pabellones, visitar los stands de las empresas, dejar tu CV y postular a sus ofertas.',
    ],
    boton: { texto: 'Ir a la feria', url: d.enlace },
    nota: 'Recibes este correo porque te preinscribiste en la feria con tu cuenta. Verás la feria en tu panel de Mi cuenta.',
  });
}
