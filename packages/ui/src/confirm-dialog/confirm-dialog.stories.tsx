import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, waitFor } from 'storybook/test';
import { Button } from '../button/button.tsx';
import { argsAsShown, inStoryLanguage, plainText } from '../storybook/story-language.tsx';
import { ConfirmDialog, type ConfirmDialogProps } from './confirm-dialog.tsx';

const CALL_TITLE = 'Call the hotel?';
const CALL = { en: 'Call', vi: 'Gọi' };
const OPEN = { en: 'Open', vi: 'Mở' };

/** The call confirmation opens from "Call", the other dialogs from "Open" (in either language). */
const openerLabel = (context: { initialArgs: ConfirmDialogProps; globals: { locale?: unknown } }) =>
  inStoryLanguage(context, context.initialArgs.title === CALL_TITLE ? CALL : OPEN);

/** A page with a button that opens the dialog, as the portal uses it. */
function ContactConfirmation(props: ConfirmDialogProps & { opener: string }) {
  const { opener, ...dialog } = props;
  const [open, setOpen] = useState(props.open);
  return (
    <>
      <Button onClick={() => setOpen(true)}>{opener}</Button>
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
  render: (args, context) => <ContactConfirmation {...args} opener={openerLabel(context)} />,
  args: {
    open: false,
    title: CALL_TITLE,
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
  play: async (context) => {
    const { canvas, userEvent, args } = context;
    const { title, agreeLabel, disagreeLabel } = argsAsShown(context);
    const opener = canvas.getByRole('button', { name: openerLabel(context) });
    await userEvent.click(opener);
    const dialog = await canvas.findByRole('dialog', { name: plainText(title) });
    await expect(dialog).toHaveAccessibleDescription(/\+84 28 3822 6868/);
    await expect(canvas.getByRole('button', { name: disagreeLabel })).toHaveFocus();
    await userEvent.click(canvas.getByRole('button', { name: agreeLabel }));
    await expect(args.onAgree).toHaveBeenCalledOnce();
    await expect(args.onDisagree).not.toHaveBeenCalled();
    await expect(canvas.queryByRole('dialog')).not.toBeInTheDocument();
    await waitFor(() => expect(opener).toHaveFocus());
  },
};

export const EscapeMeansDisagree: Story = {
  play: async (context) => {
    const { canvas, userEvent, args } = context;
    const opener = canvas.getByRole('button', { name: openerLabel(context) });
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
  play: async (context) => {
    const { canvas, userEvent } = context;
    const { agreeLabel, disagreeLabel } = argsAsShown(context);
    await userEvent.click(canvas.getByRole('button', { name: openerLabel(context) }));
    await canvas.findByRole('dialog');
    const disagree = canvas.getByRole('button', { name: disagreeLabel });
    const agree = canvas.getByRole('button', { name: agreeLabel });
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
