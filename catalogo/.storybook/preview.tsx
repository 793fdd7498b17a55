import type { Preview } from '@storybook/react-webpack5';
import { ConPortal } from './ConPortal';
import { PORTALES_DEMO, SIN_TEMA } from './portales';

const preview: Preview = {
  globalTypes: {
    portal: {
      description: 'Colores, fuente y radio del portal de demostración (su tema, como lo sirve el edge)',
      toolbar: {
        title: 'Portal',
        icon: 'paintbrush',
        items: [{ value: SIN_TEMA, title: 'Kit (valores por defecto)' }, ...PORTALES_DEMO.map((p) => ({ value: p.carpeta, title: `${p.tipo}: ${p.nombre}` }))],
        dynamicTitle: true,
      },
    },
  },
  initialGlobals: { portal: 'corporativo' },
  decorators: [
    (Story, { globals }) => (
      <ConPortal carpeta={String(globals.portal ?? SIN_TEMA)}>
        <Story />
      </ConPortal>
    ),
  ],
  parameters: {
    // Every story is checked by axe in the a11y panel; a violation is an error, not a note.
    a11y: { test: 'error' },
    layout: 'padded',
  },
};

export default preview;
