import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { Button } from '../button/button.tsx';
import { placeholderImage } from '../storybook/placeholder-image.ts';
import { OfferCard } from './offer-card.tsx';

const meta = {
  title: 'Cards/OfferCard',
  component: OfferCard,
  args: {
    title: <a href="#offer-1">Spa afternoon for two</a>,
    headingLevel: 2,
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
  argTypes: {
    title: { control: false },
    actions: { control: false },
    headingLevel: { control: 'inline-radio', options: [2, 3, 4, 5, 6] },
  },
  decorators: [(Story) => <div style={{ maxWidth: 360 }}>{Story()}</div>],
} satisfies Meta<typeof OfferCard>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas, args }) => {
    // The title is a heading at the level the screen asks for (the screen's outline).
    await expect(canvas.getByRole('heading', { level: args.headingLevel })).toContainElement(
      canvas.getByRole('link'),
    );
  },
};
export const WithoutHighlight: Story = { args: { highlight: undefined } };
export const TextOnly: Story = { args: { image: undefined, highlight: undefined } };
