import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, waitFor } from 'storybook/test';
import { Button } from '../button/button.tsx';
import { argsAsShown, inStoryLanguage, plainText } from '../storybook/story-language.tsx';
import { BottomSheet, type BottomSheetProps } from './bottom-sheet.tsx';

const OPEN = { en: 'Open', vi: 'Mở' };

function SheetPage(props: BottomSheetProps & { openLabel: string }) {
  const { openLabel, ...sheet } = props;
  const [open, setOpen] = useState(props.open);
  return (
    <>
      <Button onClick={() => setOpen(true)}>{openLabel}</Button>
      <BottomSheet
        {...sheet}
        open={open}
        onClose={() => {
          setOpen(false);
          sheet.onClose();
        }}
      />
    </>
  );
}

const meta = {
  title: 'Overlays/BottomSheet',
  component: BottomSheet,
  render: (args, context) => <SheetPage {...args} openLabel={inStoryLanguage(context, OPEN)} />,
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
  play: async (context) => {
    const { canvas, userEvent, args } = context;
    const { title, closeLabel } = argsAsShown(context);
    const opener = canvas.getByRole('button', { name: inStoryLanguage(context, OPEN) });
    await userEvent.click(opener);
    await canvas.findByRole('dialog', { name: plainText(title) });
    await expect(canvas.getByRole('button', { name: closeLabel })).toHaveFocus();
    await userEvent.click(canvas.getByRole('button', { name: closeLabel }));
    await expect(args.onClose).toHaveBeenCalledOnce();
    await waitFor(() => expect(opener).toHaveFocus());
  },
};
