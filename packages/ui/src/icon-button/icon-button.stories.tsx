import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';
import styled from 'styled-components';
import { Icon } from '../icon/icon.tsx';
import { MenuIcon } from '../page-shell/page-shell.tsx';
import { argsAsShown } from '../storybook/story-language.tsx';
import { IconButton } from './icon-button.tsx';
import { color, space } from '../theme/tokens.ts';

/** The hotel's brand bar, where the menu button takes the bar's text colour. */
const BrandBar = styled.div`
  display: inline-flex;
  padding: ${space(2)};
  background: ${color.brand};
  color: ${color.onBrand};
`;

const meta = {
  title: 'Actions/IconButton',
  component: IconButton,
  args: { label: 'Close', tone: 'text', onClick: fn(), children: <Icon name="close" /> },
  parameters: { vi: { label: 'Đóng' } },
  argTypes: {
    tone: { control: 'inline-radio', options: ['text', 'muted', 'inherit'] },
    children: { control: false },
  },
} satisfies Meta<typeof IconButton>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Close: Story = {
  play: async (context) => {
    const { canvas, userEvent, args } = context;
    const { label } = argsAsShown(context);
    const button = canvas.getByRole('button', { name: label });
    await expect(button).toHaveAttribute('type', 'button');
    await userEvent.click(button);
    await expect(args.onClick).toHaveBeenCalledOnce();
  },
};

export const Muted: Story = {
  args: { tone: 'muted', label: 'Remove passport.jpg', children: <Icon name="close" size={20} /> },
  parameters: { vi: { label: 'Xóa passport.jpg' } },
};

export const OnTheBrandBar: Story = {
  args: { tone: 'inherit', label: 'Open menu', children: <MenuIcon /> },
  parameters: { vi: { label: 'Mở menu' } },
  decorators: [(Story) => <BrandBar>{Story()}</BrandBar>],
};

export const Disabled: Story = {
  args: { disabled: true },
  play: async (context) => {
    const { canvas, userEvent, args } = context;
    const { label } = argsAsShown(context);
    const button = canvas.getByRole('button', { name: label });
    await expect(button).toBeDisabled();
    await userEvent.click(button);
    await expect(args.onClick).not.toHaveBeenCalled();
  },
};

export const KeyboardReachable: Story = {
  play: async (context) => {
    const { canvas, userEvent, args } = context;
    const { label } = argsAsShown(context);
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: label })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onClick).toHaveBeenCalledOnce();
  },
};
