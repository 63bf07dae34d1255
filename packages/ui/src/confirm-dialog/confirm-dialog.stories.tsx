import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, waitFor } from 'storybook/test';
import { Button } from '../button/button.tsx';
import { ConfirmDialog, type ConfirmDialogProps } from './confirm-dialog.tsx';

/** A page with a button that opens the dialog, as the portal uses it. */
function ContactConfirmation(props: ConfirmDialogProps & { openerLabel: string }) {
  const { openerLabel, ...dialog } = props;
  const [open, setOpen] = useState(props.open);
  return (
    <>
      <Button onClick={() => setOpen(true)}>{openerLabel}</Button>
      <ConfirmDialog
        {...dialog}
        open={open}
        onAgree={() => {
          setOpen(false);
          dialog.onAgree();
        }}
        onDisagree={() => {
          setOpen(false);
          dialog.onDisagree();
        }}
      />
    </>
  );
}

const meta = {
  title: 'Overlays/ConfirmDialog',
  component: ConfirmDialog,
  render: (args) => (
    <ContactConfirmation
      {...args}
      openerLabel={args.title === 'Call the hotel?' ? 'Call' : 'Open'}
    />
  ),
  args: {
    open: false,
    title: 'Call the hotel?',
    message: 'Your phone will call +84 28 3822 6868.',
    agreeLabel: 'Agree',
    disagreeLabel: 'Disagree',
    onAgree: fn(),
    onDisagree: fn(),
  },
  parameters: {
    vi: {
      title: 'Gọi cho khách sạn?',
      message: 'Điện thoại của bạn sẽ gọi +84 28 3822 6868.',
      agreeLabel: 'Đồng ý',
      disagreeLabel: 'Không đồng ý',
    },
    docs: { story: { inline: false, iframeHeight: 420 } },
  },
} satisfies Meta<typeof ConfirmDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Open: Story = { args: { open: true } };

export const AgreeClosesAndReturnsFocus: Story = {
  play: async ({ canvas, userEvent, args }) => {
    const opener = canvas.getByRole('button', { name: 'Call' });
    await userEvent.click(opener);
    const dialog = await canvas.findByRole('dialog', { name: 'Call the hotel?' });
    await expect(dialog).toHaveAccessibleDescription(/\+84 28 3822 6868/);
    await expect(canvas.getByRole('button', { name: 'Disagree' })).toHaveFocus();
    await userEvent.click(canvas.getByRole('button', { name: 'Agree' }));
    await expect(args.onAgree).toHaveBeenCalledOnce();
    await expect(args.onDisagree).not.toHaveBeenCalled();
    await expect(canvas.queryByRole('dialog')).not.toBeInTheDocument();
    await waitFor(() => expect(opener).toHaveFocus());
  },
};

export const EscapeMeansDisagree: Story = {
  play: async ({ canvas, userEvent, args }) => {
    const opener = canvas.getByRole('button', { name: 'Call' });
    await userEvent.click(opener);
    await canvas.findByRole('dialog');
    await userEvent.keyboard('{Escape}');
    await expect(args.onDisagree).toHaveBeenCalledOnce();
    await expect(args.onAgree).not.toHaveBeenCalled();
    await expect(canvas.queryByRole('dialog')).not.toBeInTheDocument();
    await waitFor(() => expect(opener).toHaveFocus());
  },
};

export const FocusStaysInside: Story = {
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Call' }));
    await canvas.findByRole('dialog');
    const disagree = canvas.getByRole('button', { name: 'Disagree' });
    const agree = canvas.getByRole('button', { name: 'Agree' });
    await expect(disagree).toHaveFocus();
    await userEvent.tab();
    await expect(agree).toHaveFocus();
    await userEvent.tab();
    await expect(disagree).toHaveFocus();
    await userEvent.tab({ shift: true });
    await expect(agree).toHaveFocus();
  },
};

export const Danger: Story = {
  args: {
    open: true,
    tone: 'danger',
    title: 'Cancel this reservation?',
    message: 'A cancellation fee may apply.',
    agreeLabel: 'Cancel reservation',
    disagreeLabel: 'Keep it',
  },
  parameters: {
    vi: {
      title: 'Hủy đặt phòng này?',
      message: 'Có thể áp dụng phí hủy.',
      agreeLabel: 'Hủy đặt phòng',
      disagreeLabel: 'Giữ lại',
    },
  },
};

export const Busy: Story = { args: { open: true, busy: true } };
