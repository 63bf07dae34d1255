import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, waitFor } from 'storybook/test';
import { Button } from '../button/button.tsx';
import { BottomSheet, type BottomSheetProps } from './bottom-sheet.tsx';

function SheetPage(props: BottomSheetProps) {
  const [open, setOpen] = useState(props.open);
  return (
    <>
      <Button onClick={() => setOpen(true)}>Open</Button>
      <BottomSheet
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
  title: 'Overlays/BottomSheet',
  component: BottomSheet,
  render: (args) => <SheetPage {...args} />,
  args: {
    open: true,
    title: 'Add to my activities',
    closeLabel: 'Close',
    onClose: fn(),
    children: (
      <p style={{ margin: 0 }}>
        Sunrise yoga is already in your activities for Monday. Add it to all the remaining days?
      </p>
    ),
    footer: <Button fullWidth>Add to all days</Button>,
  },
  parameters: {
    vi: {
      title: 'Thêm vào hoạt động của tôi',
      closeLabel: 'Đóng',
      children: (
        <p style={{ margin: 0 }}>
          Yoga bình minh đã có trong hoạt động của bạn vào thứ Hai. Thêm vào tất cả các ngày còn
          lại?
        </p>
      ),
      footer: <Button fullWidth>Thêm vào tất cả các ngày</Button>,
    },
    docs: { story: { inline: false, iframeHeight: 480 } },
  },
  argTypes: { children: { control: false }, footer: { control: false } },
} satisfies Meta<typeof BottomSheet>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Open: Story = {};
export const WithoutFooter: Story = {
  args: { footer: undefined },
  parameters: { vi: { footer: undefined } },
};
export const CloseWithButton: Story = {
  args: { open: false },
  play: async ({ canvas, userEvent, args }) => {
    const opener = canvas.getByRole('button', { name: 'Open' });
    await userEvent.click(opener);
    await canvas.findByRole('dialog', { name: 'Add to my activities' });
    await expect(canvas.getByRole('button', { name: 'Close' })).toHaveFocus();
    await userEvent.click(canvas.getByRole('button', { name: 'Close' }));
    await expect(args.onClose).toHaveBeenCalledOnce();
    await waitFor(() => expect(opener).toHaveFocus());
  },
};
