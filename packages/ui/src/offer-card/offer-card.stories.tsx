import type { Meta, StoryObj } from '@storybook/react-vite';
import { Button } from '../button/button.tsx';
import { placeholderImage } from '../storybook/placeholder-image.ts';
import { OfferCard } from './offer-card.tsx';

const meta = {
  title: 'Cards/OfferCard',
  component: OfferCard,
  args: {
    title: <a href="#offer-1">Spa afternoon for two</a>,
    image: { src: placeholderImage('Spa', 280), alt: '', width: 640, height: 360 },
    highlight: '-20%',
    validity: 'Until 31 May 2025',
    description: 'A 60-minute massage for two and herbal tea in the garden.',
    actions: <Button variant="secondary">Contact us</Button>,
  },
  parameters: {
    vi: {
      title: <a href="#offer-1">Buổi chiều spa cho hai người</a>,
      validity: 'Đến 31 tháng 5 2025',
      description: 'Mát-xa 60 phút cho hai người và trà thảo mộc trong vườn.',
      actions: <Button variant="secondary">Liên hệ</Button>,
    },
  },
  argTypes: { title: { control: false }, actions: { control: false } },
  decorators: [(Story) => <div style={{ maxWidth: 360 }}>{Story()}</div>],
} satisfies Meta<typeof OfferCard>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
export const WithoutHighlight: Story = { args: { highlight: undefined } };
export const TextOnly: Story = { args: { image: undefined, highlight: undefined } };
