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
    params: { jwt: esJwt },
  },
  {
    name: 'loginExterno',
    path: '/ingresa-a-tu-cuenta/externo/:jwt',
    ...acceso,
    params: { jwt: esJwt },
  },
  {
    name: 'cuentaCreada',
    path: '/ingresa-a-tu-cuenta/cuenta-creada',
    ...acceso,
  },
  {
    name: 'redirigir',
    path: '/ingresa-a-tu-cuenta/redirigir',
    ...acceso,
  },
  {
    name: 'sinCuenta',
    path: '/ingresa-a-tu-cuenta/sin-cuenta',
    ...acceso,
  },
  {
    name: 'creaTuCurriculum',
    path: '/crea-tu-curriculum',
    ...acceso,
  },
  {
    name: 'registro',
    path: '/crea-tu-curriculum/registro',
    ...acceso,
  },
  {
    name: 'validaTuCorreo',
    path: '/crea-tu-curriculum/valida-tu-correo',
    ...acceso,
  },
  {
    name: 'recuperarContrasena',
    path: '/recuperar-contrasena',
    ...acceso,
  },
  {
    name: 'recuperarDocumento',
    path: '/recuperar-contrasena/documento-identidad',
    ...acceso,
  },
  {
    name: 'recuperarRecibirCodigo',
    path: '/recuperar-contrasena/recibir-codigo-verificacion',
    ...acceso,
  },
  {
    name: 'recuperarIngresarCodigo',
    path: '/recuperar-contrasena/ingresar-codigo',
    ...acceso,
  },
  {
    name: 'recuperarNuevaContrasena',
    path: '/recuperar-contrasena/nueva-contrasena',
    ...acceso,
  },
  {
    name: 'recuperarTokenExpirado',
    path: '/recuperar-contrasena/token-expirado',
    ...acceso,
  },
  {
    name: 'datosBasicos',
    path: '/datos-basicos',
    ...cuenta,
  },
  {
    name: 'actualizaTusDatos',
    path: '/actualiza-tus-datos',
    ...cuenta,
  },
  {
    name: 'configuracionCuenta',
    path: '/configuracion-cuenta',
    ...cuenta,
  },
  {
    name: 'cambioEmailPrincipal',
    path: '/cambio-email-principal/:token',
    owner: 'mfe_account',
    layout: 'soloLogo',
    auth: false,
    datosBasicos: false,
    index: false,
    params: { token: esToken },
  },
] as const;
