import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';
import { argsAsShown, plainText } from '../storybook/story-language.tsx';
import { Button } from './button.tsx';

const meta = {
  title: 'Actions/Button',
  component: Button,
  args: { children: 'Request check-out', variant: 'primary', onClick: fn() },
  parameters: { vi: { children: 'Yêu cầu trả phòng' } },
  argTypes: {
    variant: { control: 'inline-radio', options: ['primary', 'secondary', 'ghost', 'danger'] },
  },
} satisfies Meta<typeof Button>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Primary: Story = {
  play: async (context) => {
    const { canvas, userEvent, args } = context;
    const { children } = argsAsShown(context);
    await userEvent.click(canvas.getByRole('button', { name: plainText(children) }));
    await expect(args.onClick).toHaveBeenCalledOnce();
  },
};
export const Secondary: Story = { args: { variant: 'secondary' } };
export const Ghost: Story = { args: { variant: 'ghost' } };
export const Danger: Story = {
  args: { variant: 'danger', children: 'Cancel reservation' },
  parameters: { vi: { children: 'Hủy đặt phòng' } },
};
export const FullWidth: Story = { args: { fullWidth: true } };
export const Loading: Story = {
  args: { loading: true },
  play: async ({ canvas }) => {
    const button = canvas.getByRole('button');
    await expect(button).toBeDisabled();
    await expect(button).toHaveAttribute('aria-busy', 'true');
  },
};
export const Disabled: Story = { args: { disabled: true } };
export const Focused: Story = {
  play: async ({ canvas, userEvent }) => {
    await userEvent.tab();
    await expect(canvas.getByRole('button')).toHaveFocus();
  },
};
