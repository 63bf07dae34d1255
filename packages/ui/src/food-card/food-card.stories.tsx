import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { Button } from '../button/button.tsx';
import { formatVnd } from '../storybook/story-formatters.ts';
import { placeholderImage } from '../storybook/placeholder-image.ts';
import { argsAsShown } from '../storybook/story-language.tsx';
import { FoodCard } from './food-card.tsx';

const meta = {
  title: 'Cards/FoodCard',
  component: FoodCard,
  args: {
    title: <a href="#food-1">Beef pho</a>,
    // Under the menu category's h2.
    headingLevel: 3,
    image: { src: placeholderImage('Pho bo', 20, 480, 320), alt: '', width: 480, height: 320 },
    price: 125000,
    formatPrice: formatVnd('en'),
    description: 'Rice noodles in a slow-cooked beef broth with fresh herbs.',
    actions: <Button variant="secondary">Add to cart</Button>,
  },
  parameters: {
    vi: {
      title: <a href="#food-1">Phở bò</a>,
      formatPrice: formatVnd('vi'),
      description: 'Bánh phở trong nước dùng bò hầm lâu với rau thơm.',
      actions: <Button variant="secondary">Thêm vào giỏ</Button>,
      unavailableLabel: undefined,
    },
  },
  argTypes: {
    title: { control: false },
    actions: { control: false },
    formatPrice: { control: false },
    headingLevel: { control: 'inline-radio', options: [2, 3, 4, 5, 6] },
  },
  decorators: [(Story) => <div style={{ maxWidth: 320 }}>{Story()}</div>],
} satisfies Meta<typeof FoodCard>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async (context) => {
    const { canvas, args } = context;
    // The title is a heading at the level the screen asks for (the screen's outline).
    await expect(canvas.getByRole('heading', { level: args.headingLevel })).toContainElement(
      canvas.getByRole('link'),
    );
    const { price, formatPrice } = argsAsShown(context);
    // Matched with its white space folded: đồng amounts hold a no-break space.
    await expect(canvas.getByText(formatPrice(price).replace(/\s/g, ' '))).toBeInTheDocument();
    const picture = canvas.getByRole('presentation');
    await expect(picture).toHaveAttribute('loading', 'lazy');
    await expect(picture).toHaveAttribute('height', '320');
  },
};
export const SoldOut: Story = {
  args: { unavailableLabel: 'Sold out' },
  parameters: { vi: { unavailableLabel: 'Hết món' } },
};
export const Adding: Story = {
  args: {
    actions: (
      <Button variant="secondary" loading>
        Add to cart
      </Button>
    ),
  },
  parameters: {
    vi: {
      actions: (
        <Button variant="secondary" loading>
          Thêm vào giỏ
        </Button>
      ),
    },
  },
};
