// The catalogue as a squad relies on it: every component of the kit has a story, every story renders under
// the providers the catalogue uses and passes axe, and the theme switch offers every demo identity.
import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import { render } from '@testing-library/react';
import axe from 'axe-core';
import type { ComponentType, ReactElement } from 'react';
import * as compartir from '@portal/shared/compartir';
import * as dialogo from '@portal/shared/dialogo';
import * as formularios from '@portal/shared/formularios';
import * as iconosSecundarios from '@portal/shared/iconos-secundarios';
import * as menuDesplegable from '@portal/shared/menu-desplegable';
import * as paginacion from '@portal/shared/paginacion';
import * as toast from '@portal/shared/toast';
import * as ui from '@portal/shared/ui';
import { ConPortal } from '../.storybook/ConPortal';
import { PORTALES_DEMO } from '../.storybook/portales';

interface Story {
  args?: Record<string, unknown>;
  render?: (args: Record<string, unknown>) => ReactElement;
}
interface StoryModule {
  default: Story & { title: string; component: ComponentType<Record<string, unknown>>; subcomponents?: Record<string, unknown> };
  [name: string]: unknown;
}

/** Exports of the kit that are not something to look at, each with where the catalogue shows it instead. */
const SIN_HISTORIA: Record<string, string> = {
  PortalProviders: 'every story renders under it (.storybook/ConPortal.tsx)',
  theme: 'Fundamentos/Tokens',
  valorDeToken: 'a function: Fundamentos/Tokens shows the values it reads',
  lazyPage: 'a function: what it shows while loading is Skeleton (Estados/Esqueleto)',
  PaginaPorNavegacion: 'a context the host sets around a route’s page: it only decides how lazyPage waits',
  lazyNamed: 'a function: React’s lazy() for a named export; it renders whatever component it loads',
  useDisclosure: 'a hook: its behaviour is Navegación/Menú desplegable',
  Field: 'the frame of a field: TextField and the others of Formularios/Campos draw it',
  cajaDeControl: 'styles: the box of TextField and SelectField (Formularios/Campos)',
  describedBy: 'a function: the hint and error ids of a field (Formularios/Campos)',
  dibujo: 'a function: draws a Lucide icon as the kit does; every icon is in Fundamentos/Iconos',
};

const STORIES_DIR = join(__dirname, '..', 'stories');
const MARCAS_DIR = join(__dirname, '..', '..', 'host', 'marcas');
// Every file of the folder Storybook reads (main.ts), so a new story is checked with no edit here.
const modulos: StoryModule[] = readdirSync(STORIES_DIR)
  .filter((file) => file.endsWith('.stories.tsx'))
  // eslint-disable-next-line @typescript-eslint/no-require-imports
  .map((file) => require(join(STORIES_DIR, file)) as StoryModule);

const historias = modulos.flatMap((modulo) =>
  Object.entries(modulo)
    .filter(([name]) => name !== 'default')
    .map(([name, story]) => ({ modulo, name, story: story as Story })),
);

function elementoDe({ modulo, story }: { modulo: StoryModule; story: Story }): ReactElement {
  const args = { ...modulo.default.args, ...story.args };
  const Component = modulo.default.component;
  // A story's own render, else its file's (Storybook's order), else the component with the args.
  const renderer = story.render ?? modulo.default.render;
  return renderer ? renderer(args) : <Component {...args} />;
}

describe('the shared UI catalogue', () => {
  it('has a story for every component the kit exports (@portal/shared/ui and its other subpaths)', () => {
    const conHistoria = new Set(modulos.flatMap(({ default: meta }) => [meta.component, ...Object.values(meta.subcomponents ?? {})]));
    const sinHistoria = Object.entries({ ...ui, ...dialogo, ...compartir, ...formularios, ...iconosSecundarios, ...menuDesplegable, ...paginacion, ...toast })
      .filter(([name, value]) => !(name in SIN_HISTORIA) && !conHistoria.has(value))
      .map(([name]) => name);
    expect(sinHistoria).toEqual([]);
  });

  it.each(historias.map((h) => [`${h.modulo.default.title} › ${h.name}`, h] as const))('renders %s with no axe violation', async (_title, historia) => {
    const { container } = render(<ConPortal carpeta="feria">{elementoDe(historia)}</ConPortal>);
    // jsdom paints nothing, so contrast is left to the a11y panel, which checks it in a real browser.
    const { violations } = await axe.run(container, { rules: { 'color-contrast': { enabled: false } } });
    expect(violations.map((v) => `${v.id}: ${v.help} (${v.nodes.map((n) => n.html).join(', ')})`)).toEqual([]);
  });

  it("offers every demo identity of host/marcas in the portal switch, with the edge's theme", () => {
    const carpetas = readdirSync(MARCAS_DIR, { withFileTypes: true }).filter((e) => e.isDirectory()).map((e) => e.name);
    expect(PORTALES_DEMO.map((p) => p.carpeta).sort()).toEqual(carpetas.sort());
    render(<ConPortal carpeta="saae">{null}</ConPortal>);
    // SAAE's navy, as the edge writes it in the first HTML (tema-portal.ts: cssDeTema(temaLegible(leerTema(css)))).
    expect(document.getElementById('tema-portal')?.textContent).toMatch(/^:root\{.*--portal-color-primary:#0b3a75/);
  });
});
