// The e-mails maildev caught (its REST API, README.md "Ports and environment"): what the suites read links from.
import { browser } from './browser';
import { stackInfo } from './stack';
import { OUTCOME_TIMEOUT_MS } from './timeouts';

export interface Correo {
  id: string;
  to: { address: string }[];
  subject: string;
  text: string;
  /** When maildev received it, in whole seconds. */
  time: string;
}

/** The first e-mail to `para` whose subject matches `asunto`, received from `despuesDe` on. */
export async function esperarCorreo(para: string, asunto: RegExp, despuesDe: Date): Promise<Correo> {
  let encontrado: Correo | undefined;
  await browser().waitUntil(
    async () => {
      const correos = (await (await fetch(`${stackInfo.urls.maildev}/api/email`)).json()) as Correo[];
      // maildev keeps whole seconds: compare with the second the action started in.
      const desde = Math.floor(despuesDe.getTime() / 1000) * 1000;
      encontrado = correos
        .filter((c) => c.to.some((t) => t.address.toLowerCase() === para) && Date.parse(c.time) >= desde && asunto.test(c.subject))
        .sort((a, b) => Date.parse(a.time) - Date.parse(b.time))[0];
      return encontrado !== undefined;
    },
    { timeout: OUTCOME_TIMEOUT_MS, interval: 500, timeoutMsg: `no e-mail to ${para} with a subject matching ${String(asunto)}` },
  );
  return encontrado!;
}
