// Role and text queries in the spirit of Testing Library, on top of chromium's accessibility tree
// (WebDriver "computed role" and "computed label"), with waiting built in.
import { browser } from './browser';
import { OUTCOME_TIMEOUT_MS } from './timeouts';

export type Role = 'heading' | 'button' | 'link' | 'textbox' | 'searchbox' | 'combobox' | 'listitem' | 'alert' | 'img' | 'dialog' | 'region';

const candidates: Record<Role, string> = {
  heading: 'h1, h2, h3, h4, h5, h6, [role="heading"]',
  button: 'button, [role="button"], input[type="submit"], input[type="button"], a',
  link: 'a[href], [role="link"]',
  textbox: 'input:not([type]), input[type="text"], input[type="email"], input[type="search"], input[type="tel"], textarea, [role="textbox"]',
  searchbox: 'input[type="search"], [role="searchbox"]',
  combobox: 'input, select, [role="combobox"]',
  listitem: 'li, [role="listitem"]',
  alert: '[role="alert"], [role="status"], [aria-live]',
  img: 'img, svg, [role="img"]',
  dialog: 'dialog, [role="dialog"]',
  region: 'section[aria-label], section[aria-labelledby], [role="region"]',
};

/** Controls a robot could use before React hydrates them, faster than a person: typing or choosing there is lost. */
const CONTROLS: ReadonlySet<Role> = new Set(['button', 'textbox', 'searchbox', 'combobox']);

/**
 * True once React owns the element (its props are on the node), or for markup React never renders (outside
 * #root). The edge's HTML is on screen before the page hydrates; a person needs longer than that to act on it.
 */
const isHydrated = (element: WebdriverIO.Element) =>
  browser().execute(
    (node: HTMLElement) => !node.closest('#root') || Object.keys(node).some((key) => key.startsWith('__reactProps$')),
    element as unknown as HTMLElement,
  );

/**
 * A read of an element that vanished since the round listed it (the page changed view) would make webdriverio look
 * for it again for the whole waitforTimeout, longer than the query's own wait: it is given up after a moment instead.
 */
const LECTURA_MS = 2000;
function enUnMomento<T>(lectura: Promise<T>): Promise<T> {
  let reloj: ReturnType<typeof setTimeout> | undefined;
  const plazo = new Promise<never>((_, rechazar) => {
    reloj = setTimeout(() => rechazar(new Error(`the element was gone before it could be read (${LECTURA_MS} ms)`)), LECTURA_MS);
  });
  return Promise.race([lectura, plazo]).finally(() => clearTimeout(reloj));
}

const matches = (expected: string | RegExp | undefined, actual: string) =>
  expected === undefined || (typeof expected === 'string' ? actual.trim() === expected : expected.test(actual));

interface ByRoleOptions {
  /** Accessible name: exact string or pattern. */
  name?: string | RegExp;
  timeout?: number;
}

/** Waits for a visible element with one of `roles` and the given accessible name. */
export async function findByRole(roles: Role | Role[], { name, timeout = OUTCOME_TIMEOUT_MS }: ByRoleOptions = {}) {
  const wanted = Array.isArray(roles) ? roles : [roles];
  const selector = [...new Set(wanted.map((r) => candidates[r]))].join(', ');
  let found: WebdriverIO.Element | undefined;
  // An element can go stale between two calls while the page re-renders: it is skipped, not the whole round
  // (an element re-rendered on every round would otherwise hide the ones after it), and the failure message
  // says what the last skipped element met.
  let lastError: unknown;
  const isWanted = async (element: WebdriverIO.Element) => {
    try {
      if (!(await element.isDisplayed())) return false;
      const role = (await enUnMomento(element.getComputedRole())) as Role;
      return (
        wanted.includes(role) &&
        matches(name, await enUnMomento(element.getComputedLabel())) &&
        (!CONTROLS.has(role) || (await enUnMomento(isHydrated(element))))
      );
    } catch (error) {
      lastError = error;
      return false;
    }
  };
  await browser()
    .waitUntil(
      async () => {
        for (const element of await browser().$$(selector)) {
          if (!(await isWanted(element))) continue;
          found = element;
          return true;
        }
        return false;
      },
      { timeout, interval: 200 },
    )
    .catch(async () => {
      const skipped = lastError ? `\nThe last skipped element met: ${String(lastError)}` : '';
      throw new Error(`No visible ${wanted.join('/')} named ${String(name ?? '(any)')} within ${timeout} ms.${skipped}\n${await pageSummary()}`);
    });
  return found!;
}

export const bodyText = async () => (await browser().$('body').getText()) ?? '';

/** Waits until the visible text of the page contains `text` (or matches the pattern). */
export async function waitForText(text: string | RegExp, { timeout = OUTCOME_TIMEOUT_MS } = {}) {
  await browser()
    .waitUntil(async () => {
      const body = await bodyText();
      return typeof text === 'string' ? body.includes(text) : text.test(body);
    }, { timeout, interval: 200 })
    .catch(async () => {
      throw new Error(`The page never showed ${String(text)} within ${timeout} ms.\n${await pageSummary()}`);
    });
}

/** URL, the start of the visible text and the first headings as the accessibility tree sees them: what a failed query saw. */
async function pageSummary() {
  const text = (await bodyText().catch(() => '')).replace(/\s+/g, ' ').slice(0, 600);
  const headings = await Promise.all(
    [...(await browser().$$('h1, h2'))].slice(0, 6).map(async (h: WebdriverIO.Element) => {
      const [role, label, shown] = await Promise.all([h.getComputedRole(), h.getComputedLabel(), h.isDisplayed()].map((p) => p.catch((e: Error) => `(${e.name})`)));
      return `${String(role)} "${String(label)}" displayed=${String(shown)}`;
    }),
  );
  return `At ${await browser().getUrl()} the page shows: "${text}"\nHeadings: ${headings.join('; ')}`;
}

export const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
