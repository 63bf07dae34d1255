import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';
import { placeholderImage } from '../storybook/placeholder-image.ts';
import { argsAsShown } from '../storybook/story-language.tsx';
import { LocalTipCard, type LocalTipCardProps } from './local-tip-card.tsx';

function LikeableTip(props: LocalTipCardProps) {
  const [liked, setLiked] = useState(props.liked);
  return (
    <LocalTipCard
      {...props}
      liked={liked}
      onToggleLike={() => {
        setLiked(!liked);
        props.onToggleLike();
      }}
    />
  );
}

const meta = {
  title: 'Cards/LocalTipCard',
  component: LocalTipCard,
  render: (args) => <LikeableTip {...args} />,
  args: {
    title: <a href="#tip-1">Ben Thanh Market</a>,
    headingLevel: 2,
    image: { src: placeholderImage('Ben Thanh Market', 30), alt: '', width: 640, height: 360 },
    category: 'Shopping · 10 min walk',
    description: 'The city’s best-known market: street food stalls, coffee beans and souvenirs.',
    liked: false,
    likeLabel: 'Like Ben Thanh Market',
    onToggleLike: fn(),
  },
  parameters: {
    vi: {
      title: <a href="#tip-1">Chợ Bến Thành</a>,
      category: 'Mua sắm · 10 phút đi bộ',
      description: 'Khu chợ nổi tiếng nhất thành phố: quầy ăn vặt, cà phê và quà lưu niệm.',
      likeLabel: 'Thích Chợ Bến Thành',
    },
  },
  argTypes: {
    title: { control: false },
    headingLevel: { control: 'inline-radio', options: [2, 3, 4, 5, 6] },
  },
  decorators: [(Story) => <div style={{ maxWidth: 360 }}>{Story()}</div>],
} satisfies Meta<typeof LocalTipCard>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async (context) => {
    const { canvas, userEvent, args } = context;
    const { likeLabel } = argsAsShown(context);
    // The title is a heading at the level the screen asks for (the screen's outline).
    await expect(canvas.getByRole('heading', { level: args.headingLevel })).toContainElement(
      canvas.getByRole('link'),
    );
    const like = canvas.getByRole('button', { name: likeLabel });
    await expect(like).toHaveAttribute('aria-pressed', 'false');
    await userEvent.click(like);
    await expect(like).toHaveAttribute('aria-pressed', 'true');
    await expect(args.onToggleLike).toHaveBeenCalledOnce();
  },
};
export const Liked: Story = { args: { liked: true } };
export const SavingLike: Story = { args: { likePending: true } };
export const WithoutImage: Story = { args: { image: undefined } };
