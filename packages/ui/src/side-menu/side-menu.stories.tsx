import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, waitFor } from 'storybook/test';
import { Button } from '../button/button.tsx';
import { inStoryLanguage } from '../storybook/story-language.tsx';
import { SideMenu, type SideMenuProps } from './side-menu.tsx';

const ENTRIES_EN = [
  'Home',
  'Check-in',
  'Programs',
  'Local tips',
  'Special offers',
  'My activities',
];
const ENTRIES_VI = [
  'Trang chủ',
  'Nhận phòng',
  'Chương trình',
  'Gợi ý địa phương',
  'Ưu đãi đặc biệt',
  'Hoạt động của tôi',
];

const entries = (labels: string[]) =>
  labels.map((label, index) => (
    <li key={label}>
      <a href={`#entry-${index}`} aria-current={index === 0 ? 'page' : undefined}>
        {label}
      </a>
    </li>
  ));

function MenuPage(props: SideMenuProps) {
  const [open, setOpen] = useState(props.open);
  return (
    <>
      <Button variant="secondary" onClick={() => setOpen(true)} aria-expanded={open}>
        Menu
      </Button>
      <SideMenu
        {...props}
        open={open}
        onClose={() => {
          setOpen(false);
          props.onClose();
        }}
      />
    </>
  );
}

const meta = {
  title: 'Navigation/SideMenu',
  component: SideMenu,
  render: (args) => <MenuPage {...args} />,
  args: {
    open: true,
    label: 'Main menu',
    onClose: fn(),
    children: entries(ENTRIES_EN),
    footer: (
      <Button variant="ghost" fullWidth>
        Tiếng Việt
      </Button>
    ),
  },
  parameters: {
    layout: 'fullscreen',
    vi: {
      label: 'Menu chính',
      children: entries(ENTRIES_VI),
      footer: (
        <Button variant="ghost" fullWidth>
          English
        </Button>
      ),
    },
    docs: { story: { inline: false, iframeHeight: 560 } },
  },
  argTypes: { children: { control: false }, footer: { control: false } },
} satisfies Meta<typeof SideMenu>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Open: Story = {};
export const EscapeCloses: Story = {
  args: { open: false },
  play: async (context) => {
    const { canvas, userEvent, args } = context;
    const [home] = inStoryLanguage(context, { en: ENTRIES_EN, vi: ENTRIES_VI });
    const opener = canvas.getByRole('button', { name: 'Menu' });
    await userEvent.click(opener);
    await expect(canvas.getByRole('link', { name: home })).toHaveFocus();
    await userEvent.keyboard('{Escape}');
    await expect(args.onClose).toHaveBeenCalledOnce();
    await expect(canvas.queryByRole('navigation')).not.toBeInTheDocument();
    await waitFor(() => expect(opener).toHaveFocus());
  },
};
