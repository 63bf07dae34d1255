import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, waitFor } from 'storybook/test';
import { ConfirmDialog } from '../confirm-dialog/confirm-dialog.tsx';
import { argsAsShown, inStoryLanguage, plainText } from '../storybook/story-language.tsx';
import {
  ContactButtons,
  type ContactButtonsProps,
  type ContactChannel,
} from './contact-buttons.tsx';

const ESG_CHANNELS: ContactChannel[] = [
  { kind: 'messenger', label: 'Chat on Messenger', href: 'https://m.me/esghotelsaigon' },
  { kind: 'zalo', label: 'Chat on Zalo', href: '' },
  { kind: 'phone', label: 'Call the hotel', href: 'tel:+842838226868' },
  { kind: 'whatsapp', label: 'Chat on WhatsApp', href: '' },
];

const ALL_CHANNELS: ContactChannel[] = [
  { kind: 'messenger', label: 'Chat on Messenger', href: 'https://m.me/vctriverside' },
  { kind: 'zalo', label: 'Chat on Zalo', href: 'https://zalo.me/0901234567' },
  { kind: 'phone', label: 'Call the hotel', href: 'tel:+842439332020' },
  { kind: 'whatsapp', label: 'Chat on WhatsApp', href: 'https://wa.me/84901234567' },
];

const VI_LABELS: Record<ContactChannel['kind'], string> = {
  messenger: 'Nhắn tin qua Messenger',
  zalo: 'Nhắn tin qua Zalo',
  phone: 'Gọi cho khách sạn',
  whatsapp: 'Nhắn tin qua WhatsApp',
};
const inVietnamese = (channels: ContactChannel[]) =>
  channels.map((channel) => ({ ...channel, label: VI_LABELS[channel.kind] }));

/** The label of a channel's button as the story shows it. */
const labelOf = (channels: ContactChannel[], kind: ContactChannel['kind']) =>
  plainText(channels.find((channel) => channel.kind === kind)?.label);

const CONFIRM = {
  en: { agree: 'Agree', disagree: 'Disagree' },
  vi: { agree: 'Đồng ý', disagree: 'Không đồng ý' },
};

/** The buttons with the confirm step the portal puts in front of every channel. */
function ContactWithConfirm(props: ContactButtonsProps & { confirm: typeof CONFIRM.en }) {
  const { confirm, ...buttons } = props;
  const [chosen, setChosen] = useState<ContactChannel | null>(null);
  return (
    <>
      <ContactButtons
        {...buttons}
        onSelect={(channel) => {
          setChosen(channel);
          buttons.onSelect(channel);
        }}
      />
      <ConfirmDialog
        open={chosen !== null}
        title={chosen ? `${chosen.label}?` : ''}
        agreeLabel={confirm.agree}
        disagreeLabel={confirm.disagree}
        onAgree={() => setChosen(null)}
        onDisagree={() => setChosen(null)}
      />
    </>
  );
}

const meta = {
  title: 'Navigation/ContactButtons',
  component: ContactButtons,
  args: { channels: ALL_CHANNELS, label: 'Contact the hotel', onSelect: fn(), placement: 'fixed' },
  parameters: {
    vi: { channels: inVietnamese(ALL_CHANNELS), label: 'Liên hệ khách sạn' },
    docs: { story: { inline: false, iframeHeight: 360 } },
  },
} satisfies Meta<typeof ContactButtons>;

export default meta;
type Story = StoryObj<typeof meta>;

export const AllChannels: Story = {
  play: async (context) => {
    const { canvas, userEvent, args } = context;
    const { label, channels } = argsAsShown(context);
    const group = canvas.getByRole('navigation', { name: label });
    await expect(group).toBeInTheDocument();
    await expect(canvas.getAllByRole('button')).toHaveLength(4);
    await userEvent.click(canvas.getByRole('button', { name: labelOf(channels, 'whatsapp') }));
    await expect(args.onSelect).toHaveBeenCalledWith(
      expect.objectContaining({ kind: 'whatsapp', href: 'https://wa.me/84901234567' }),
    );
  },
};

export const EmptyNumbersHidden: Story = {
  args: { channels: ESG_CHANNELS },
  parameters: { vi: { channels: inVietnamese(ESG_CHANNELS) } },
  play: async (context) => {
    const { canvas } = context;
    const { channels } = argsAsShown(context);
    const button = (kind: ContactChannel['kind']) =>
      canvas.queryByRole('button', { name: labelOf(channels, kind) });
    await expect(button('messenger')).toBeInTheDocument();
    await expect(button('phone')).toBeInTheDocument();
    await expect(button('zalo')).not.toBeInTheDocument();
    await expect(button('whatsapp')).not.toBeInTheDocument();
  },
};

export const ConfirmBeforeOpening: Story = {
  render: (args, context) => (
    <ContactWithConfirm {...args} confirm={inStoryLanguage(context, CONFIRM)} />
  ),
  play: async (context) => {
    const { canvas, userEvent, args } = context;
    const { channels } = argsAsShown(context);
    const call = canvas.getByRole('button', { name: labelOf(channels, 'phone') });
    await userEvent.click(call);
    await expect(args.onSelect).toHaveBeenCalledWith(
      expect.objectContaining({ kind: 'phone', href: 'tel:+842439332020' }),
    );
    const dialog = await canvas.findByRole('dialog', { name: `${labelOf(channels, 'phone')}?` });
    await waitFor(() => expect(dialog).toBeVisible());
    await userEvent.keyboard('{Escape}');
    await expect(canvas.queryByRole('dialog')).not.toBeInTheDocument();
    await expect(call).toHaveFocus();
  },
};

export const KeyboardReachable: Story = {
  play: async (context) => {
    const { canvas, userEvent, args } = context;
    const { channels } = argsAsShown(context);
    await userEvent.tab();
    await expect(
      canvas.getByRole('button', { name: labelOf(channels, 'messenger') }),
    ).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onSelect).toHaveBeenCalledWith(
      expect.objectContaining({ kind: 'messenger' }),
    );
  },
};

export const Inline: Story = { args: { placement: 'static' } };

export const NoChannel: Story = {
  args: { channels: ESG_CHANNELS.map((channel) => ({ ...channel, href: '' })) },
  parameters: { vi: { channels: [] } },
  play: async ({ canvas }) => {
    await expect(canvas.queryByRole('navigation')).not.toBeInTheDocument();
  },
};
