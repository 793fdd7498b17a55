import type { RemotePages } from '@portal/shared/routes';
import { lazyPage } from '@portal/shared/ui';

const auth = () => import('../features/auth/components/IngresoInfoPages');
const token = () => import('../features/auth/components/IngresoTokenPage');
const pasosRecuperacion = () => import('../features/recuperacion/components/RecuperarPages');
const correoAlerta = () => import('../features/correo-alerta/components/RespuestaCorreoPages');
const correoPostulacion = () => import('../features/correo-postulacion/components/RespuestaPostulacionPages');

/** The pages this remote renders, by route name of the shared manifest (exposed as `./pages`). */
export const pages: RemotePages = {
  login: lazyPage(() => import('../features/auth/components/LoginPage').then((m) => m.LoginPage)),
  logout: lazyPage(() => import('../features/auth/components/LogoutPage').then((m) => m.LogoutPage)),
  loginToken: lazyPage(() => token().then((m) => m.IngresoTokenPage)),
  loginExterno: lazyPage(() => token().then((m) => m.IngresoExternoPage)),
  cuentaCreada: lazyPage(() => auth().then((m) => m.CuentaCreadaPage)),
  redirigir: lazyPage(() => auth().then((m) => m.RedirigirPage)),
  sinCuenta: lazyPage(() => auth().then((m) => m.SinCuentaPage)),
  creaTuCurriculum: lazyPage(() => import('../features/registro/components/CreaTuCurriculumPage').then((m) => m.CreaTuCurriculumPage)),
  registro: lazyPage(() => import('../features/registro/components/RegistroPage').then((m) => m.RegistroPage)),
  validaTuCorreo: lazyPage(() => import('../features/registro/components/ValidaTuCorreoPage').then((m) => m.ValidaTuCorreoPage)),
  recuperarContrasena: lazyPage(() => pasosRecuperacion().then((m) => m.RecuperarContrasenaPage)),
  recuperarDocumento: lazyPage(() => import('../features/recuperacion/components/DocumentoIdentidadPage').then((m) => m.DocumentoIdentidadPage)),
  recuperarRecibirCodigo: lazyPage(() => import('../features/recuperacion/components/RecibirCodigoPage').then((m) => m.RecibirCodigoPage)),
  recuperarIngresarCodigo: lazyPage(() => import('../features/recuperacion/components/IngresarCodigoPage').then((m) => m.IngresarCodigoPage)),
  recuperarNuevaContrasena: lazyPage(() => import('../features/recuperacion/components/NuevaContrasenaPage').then((m) => m.NuevaContrasenaPage)),
  recuperarTokenExpirado: lazyPage(() => pasosRecuperacion().then((m) => m.TokenExpiradoPage)),
  datosBasicos: lazyPage(() => import('../features/datos-basicos/components/DatosBasicosPage').then((m) => m.DatosBasicosPage)),
  actualizaTusDatos: lazyPage(() => import('../features/datos-basicos/components/ActualizaTusDatosPage').then((m) => m.ActualizaTusDatosPage)),
  configuracionCuenta: lazyPage(() => import('../features/cuenta/components/ConfiguracionCuentaPage').then((m) => m.ConfiguracionCuentaPage)),
  miCurriculum: lazyPage(() => import('../features/curriculum/components/CurriculumPage').then((m) => m.CurriculumPage)),
  dashboard: lazyPage(() => import('../features/dashboard/components/DashboardPage').then((m) => m.DashboardPage)),
  misPostulaciones: lazyPage(() => import('../features/postulaciones/components/MisPostulacionesPage').then((m) => m.MisPostulacionesPage)),
  ofertasGuardadas: lazyPage(() => import('../features/guardadas/components/OfertasGuardadasPage').then((m) => m.OfertasGuardadasPage)),
  ofertaGuardada: lazyPage(() => import('../features/guardadas/components/OfertaGuardadaPage').then((m) => m.OfertaGuardadaPage)),
  alertasDeEmpleo: lazyPage(() => import('../features/alertas/components/AlertasPage').then((m) => m.AlertasPage)),
  correoCancelarSuscripcion: lazyPage(() => correoAlerta().then((m) => m.CancelarSuscripcionPage)),
  correoRespuestaEstimulo: lazyPage(() => correoAlerta().then((m) => m.RespuestaEstimuloPage)),
  correoVotacion: lazyPage(() => correoAlerta().then((m) => m.VotacionPage)),
  correoRespuestaDoble: lazyPage(() => correoAlerta().then((m) => m.RespuestaDoblePage)),
  colocacionRespuesta: lazyPage(() => correoPostulacion().then((m) => m.ColocacionRespuestaPage)),
  correoDesisteProceso: lazyPage(() => correoPostulacion().then((m) => m.DesisteProcesoPage)),
  preguntasReclutadores: lazyPage(() => import('../features/preguntas/components/PreguntasReclutadoresPage').then((m) => m.PreguntasReclutadoresPage)),
  preguntaReclutador: lazyPage(() => import('../features/preguntas/components/PreguntaReclutadorPage').then((m) => m.PreguntaReclutadorPage)),
  misInformesDeSueldo: lazyPage(() => import('../features/informes/components/MisInformesSueldoPage').then((m) => m.MisInformesSueldoPage)),
  informesPerfilPostulantes: lazyPage(() => import('../features/informes/components/PerfilPostulantesPage').then((m) => m.PerfilPostulantesPage)),
  cambioEmailPrincipal: lazyPage(() => import('../features/cuenta/components/CambioEmailPrincipalPage').then((m) => m.CambioEmailPrincipalPage)),
};
