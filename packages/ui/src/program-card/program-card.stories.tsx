import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { Button } from '../button/button.tsx';
import { placeholderImage } from '../storybook/placeholder-image.ts';
import { inStoryLanguage } from '../storybook/story-language.tsx';
import { StatusBadge } from '../status-badge/status-badge.tsx';
import { ProgramCard } from './program-card.tsx';

const TITLE = { en: 'Sunrise yoga by the river', vi: 'Yoga bình minh bên sông' };

const image = { src: placeholderImage('Sunrise yoga', 150), alt: '', width: 640, height: 360 };

const meta = {
  title: 'Cards/ProgramCard',
  component: ProgramCard,
  args: {
    title: <a href="#program-1">{TITLE.en}</a>,
    headingLevel: 2,
    image,
    schedule: 'Mon, 12 May 2025 · 06:30',
    location: 'Rooftop terrace',
    description: 'An hour of gentle yoga to start the day, mats and water provided.',
    price: 'Free',
    actions: <Button variant="secondary">Reserve</Button>,
  },
  parameters: {
    vi: {
      title: <a href="#program-1">{TITLE.vi}</a>,
      schedule: 'T2, 12 tháng 5 2025 · 06:30',
      location: 'Sân thượng',
      description: 'Một giờ yoga nhẹ nhàng để bắt đầu ngày mới, có thảm và nước.',
      price: 'Miễn phí',
      actions: <Button variant="secondary">Đặt chỗ</Button>,
    },
  },
  argTypes: {
    title: { control: false },
    actions: { control: false },
    badge: { control: false },
    headingLevel: { control: 'inline-radio', options: [2, 3, 4, 5, 6] },
  },
  decorators: [(Story) => <div style={{ maxWidth: 360 }}>{Story()}</div>],
} satisfies Meta<typeof ProgramCard>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async (context) => {
    const { canvas, args } = context;
    // The title is a heading at the level the screen asks for (the screen's outline).
    await expect(canvas.getByRole('heading', { level: args.headingLevel })).toContainElement(
      canvas.getByRole('link'),
    );
    const picture = canvas.getByRole('presentation');
    await expect(picture).toHaveAttribute('loading', 'lazy');
    await expect(picture).toHaveAttribute('width', '640');
    await expect(
      canvas.getByRole('link', { name: inStoryLanguage(context, TITLE) }),
    ).toBeInTheDocument();
  },
};
export const Reserved: Story = {
  args: {
    badge: <StatusBadge status="Confirmed" label="Reserved" />,
    actions: <Button variant="ghost">Cancel</Button>,
  },
  parameters: {
    vi: {
      badge: <StatusBadge status="Confirmed" label="Đã đặt" />,
      actions: <Button variant="ghost">Hủy</Button>,
    },
  },
};
export const WithoutImage: Story = { args: { image: undefined } };
export const Loading: Story = {
  args: {
    actions: (
      <Button variant="secondary" loading>
        Reserve
      </Button>
    ),
  },
  parameters: {
    vi: {
      actions: (
        <Button variant="secondary" loading>
          Đặt chỗ
        </Button>
      ),
    },
  },
};
