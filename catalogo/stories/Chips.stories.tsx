import type { Meta, StoryObj } from '@storybook/react-webpack5';
import { ChipLink, ChipList } from '@portal/shared/ui';

/** Quick ways in as pills (areas, regions), in a wrapping list. */
const meta = {
  title: 'Navegación/Chips',
  component: ChipList,
  subcomponents: { ChipLink },
  render: () => (
    <nav aria-label="Busca por región">
      <ChipList>
        {['Metropolitana', 'Valparaíso', 'Biobío', "O'Higgins", 'Los Lagos', 'Magallanes'].map((region) => (
          <li key={region}>
            <ChipLink href={`#${region}`}>{region}</ChipLink>
          </li>
        ))}
      </ChipList>
    </nav>
  ),
} satisfies Meta<typeof ChipList>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Regiones: Story = {};
