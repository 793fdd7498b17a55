// Candidate access (issue 9; ARCHITECTURE.md route table): sign-in, registration and recovery in the login
// layout, never indexed; the account-data pages behind a login; the e-mail change link in the solo-logo layout.
const acceso = { owner: 'mfe_account', layout: 'login', auth: false, datosBasicos: false, index: false } as const;
const cuenta = { owner: 'mfe_account', layout: 'defaultLogueado', auth: true, datosBasicos: false, index: false } as const;

/** A signed token of an e-mail link or a partner site: three base64url parts (a JWT). */
const esJwt = (value: string) => value.length <= 4096 && /^[\w-]+\.[\w-]+\.[\w-]+$/.test(value);
/** The e-mail change token: base64url, maybe dotted (a JWT or an opaque random string). */
const esToken = (value: string) => value.length >= 16 && value.length <= 4096 && /^[\w.-]+$/.test(value);

export const ACCESO_ROUTES = [
  {
    name: 'loginToken',
    path: '/ingresa-a-tu-cuenta/:jwt',
    ...acceso,
    title: 'Ingresando a tu cuenta',
    description: 'Ingreso a tu cuenta con el enlace que te enviamos por correo.',
    params: { jwt: esJwt },
  },
  {
    name: 'loginExterno',
    path: '/ingresa-a-tu-cuenta/externo/:jwt',
    ...acceso,
    title: 'Ingresando a tu cuenta',
    description: 'Ingreso a tu cuenta desde un sitio asociado.',
    params: { jwt: esJwt },
  },
  {
    name: 'cuentaCreada',
    path: '/ingresa-a-tu-cuenta/cuenta-creada',
    ...acceso,
    title: 'Cuenta creada',
    description: 'Tu cuenta está lista: ingresa para completar tus datos y postular.',
  },
  {
    name: 'redirigir',
    path: '/ingresa-a-tu-cuenta/redirigir',
    ...acceso,
    title: 'Redirigiendo',
    description: 'Te llevamos de vuelta a la página donde estabas.',
  },
  {
    name: 'sinCuenta',
    path: '/ingresa-a-tu-cuenta/sin-cuenta',
    ...acceso,
    title: 'No encontramos tu cuenta',
    description: 'No hay una cuenta con esos datos: crea la tuya en pocos pasos.',
  },
  {
    name: 'creaTuCurriculum',
    path: '/crea-tu-curriculum',
    ...acceso,
    title: 'Crea tu currículum',
    description: 'Crea tu cuenta para postular a ofertas de empleo y guardar tu currículum.',
  },
  {
    name: 'registro',
    path: '/crea-tu-curriculum/registro',
    ...acceso,
    title: 'Crea tu cuenta',
    description: 'Regístrate con tu nombre, tu documento de identidad y tu correo.',
  },
  {
    name: 'validaTuCorreo',
    path: '/crea-tu-curriculum/valida-tu-correo',
    ...acceso,
    title: 'Valida tu correo',
    description: 'Ingresa el código que te enviamos por correo para activar tu cuenta.',
  },
  {
    name: 'recuperarContrasena',
    path: '/recuperar-contrasena',
    ...acceso,
    title: 'Recupera tu contraseña',
    description: 'Crea una nueva contraseña con un código que te enviamos por correo.',
  },
  {
    name: 'recuperarDocumento',
    path: '/recuperar-contrasena/documento-identidad',
    ...acceso,
    title: 'Recupera tu contraseña',
    description: 'Indica tu RUN o tu correo para recuperar tu contraseña.',
  },
  {
    name: 'recuperarRecibirCodigo',
    path: '/recuperar-contrasena/recibir-codigo-verificacion',
    ...acceso,
    title: 'Recibe tu código de verificación',
    description: 'Elige dónde recibir el código para recuperar tu contraseña.',
  },
  {
    name: 'recuperarIngresarCodigo',
    path: '/recuperar-contrasena/ingresar-codigo',
    ...acceso,
    title: 'Ingresa tu código',
    description: 'Ingresa el código de 6 dígitos que te enviamos.',
  },
  {
    name: 'recuperarNuevaContrasena',
    path: '/recuperar-contrasena/nueva-contrasena',
    ...acceso,
    title: 'Crea una nueva contraseña',
    description: 'Elige tu nueva contraseña.',
  },
  {
    name: 'recuperarTokenExpirado',
    path: '/recuperar-contrasena/token-expirado',
    ...acceso,
    title: 'El código expiró',
    description: 'El código para recuperar tu contraseña ya no es válido: pide uno nuevo.',
  },
  {
    name: 'datosBasicos',
    path: '/datos-basicos',
    ...cuenta,
    title: 'Datos básicos',
    description: 'Completa tus datos de contacto para postular a ofertas de empleo.',
  },
  {
    name: 'actualizaTusDatos',
    path: '/actualiza-tus-datos',
    ...cuenta,
    title: 'Actualiza tus datos',
    description: 'Confirma que tus datos siguen vigentes o actualízalos.',
  },
  {
    name: 'configuracionCuenta',
    path: '/configuracion-cuenta',
    ...cuenta,
    title: 'Configuración de la cuenta',
    description: 'Cambia tu contraseña o tu correo, descarga tus datos o elimina tu cuenta.',
  },
  {
    name: 'cambioEmailPrincipal',
    path: '/cambio-email-principal/:token',
    owner: 'mfe_account',
    layout: 'soloLogo',
    auth: false,
    datosBasicos: false,
    index: false,
    title: 'Cambio de correo principal',
    description: 'Confirma tu nuevo correo principal.',
    params: { token: esToken },
  },
] as const;
