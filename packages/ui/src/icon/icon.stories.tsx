import type { Meta, StoryObj } from '@storybook/react-vite';
import { Icon, type IconName } from './icon.tsx';

const NAMES: IconName[] = [
  'messenger',
  'zalo',
  'phone',
  'whatsapp',
  'heart',
  'heart-filled',
  'star',
  'minus',
  'plus',
  'close',
  'check',
  'retry',
  'upload',
  'file-pdf',
  'file',
  'calendar',
  'clock',
  'location',
  'search',
  'tag',
  'alert',
  'chevron-down',
  'chevron-right',
];

const meta = {
  title: 'Foundations/Icon',
  component: Icon,
  args: { name: 'phone', size: 24 },
  argTypes: { name: { control: 'select', options: NAMES } },
} satisfies Meta<typeof Icon>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Single: Story = {};
export const All: Story = {
  render: (args) => (
    <ul
      style={{
        display: 'grid',
        gridTemplateColumns: 'repeat(4, 1fr)',
        gap: 16,
        listStyle: 'none',
        padding: 0,
      }}
    >
      {NAMES.map((name) => (
        <li key={name} style={{ display: 'grid', justifyItems: 'center', gap: 4, fontSize: 12 }}>
          <Icon name={name} size={args.size} />
          {name}
        </li>
      ))}
    </ul>
  ),
};
