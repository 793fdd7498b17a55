// Reading the e-mails a test made the api queue (the outbox), and the code and link inside them.
import type { App } from '../../src/app';

export async function correosPara(app: App, para: string) {
  return app.k.selectFrom('correo_saliente').select(['asunto', 'texto', 'html']).where('para', '=', para).orderBy('id').execute();
}

/** The 6-digit code and the sign-in token of the last confirmation e-mail sent to `para`. */
export async function ultimoCodigo(app: App, para: string): Promise<{ codigo: string; token: string; texto: string }> {
  const correos = await correosPara(app, para);
  const texto = correos.at(-1)?.texto ?? '';
  const codigo = /Código: (\d{6})/.exec(texto)?.[1];
  const token = /\/ingresa-a-tu-cuenta\/([\w-]+\.[\w-]+\.[\w-]+)/.exec(texto)?.[1];
  if (!codigo || !token) throw new Error(`No hay código ni enlace en el correo a ${para}: ${texto}`);
  return { codigo, token, texto };
}
