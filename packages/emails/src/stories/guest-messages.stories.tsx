import type { Meta, StoryObj } from '@storybook/react-vite';
import type { GuestMessageKind, RenderedGuestMessage } from '../render-guest-message.ts';
import { EmailPreview, renderStoryMessage } from './email-preview.tsx';

interface PreviewArgs {
  kind: GuestMessageKind;
}

/**
 * The guest e-mails as the API sends them (`renderGuestMessage`), for the toolbar's hotel and
 * language: its name, colour and contacts, a sample stay, the sign-in link where there is one.
 */
const meta = {
  title: 'E-mails/Guest messages',
  tags: ['!autodocs'],
  parameters: { layout: 'padded' },
  loaders: [
    async ({ args, globals }) => ({
      message: await renderStoryMessage((args as PreviewArgs).kind, globals),
    }),
  ],
  render: (_args, { loaded, globals }) => (
    <EmailPreview
      message={loaded.message as RenderedGuestMessage}
      language={globals.locale === 'vi' ? 'vi' : 'en'}
    />
  ),
} satisfies Meta<PreviewArgs>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Invitation: Story = { args: { kind: 'invitation' } };
export const Reminder: Story = { args: { kind: 'reminder' } };
export const PreCheckInReturned: Story = {
  name: 'Pre check-in returned',
  args: { kind: 'pre-check-in-returned' },
};
export const RoomReady: Story = { name: 'Your room is ready', args: { kind: 'room-ready' } };
export const AfterCheckOut: Story = {
  name: 'After check-out',
  args: { kind: 'after-check-out' },
};
export const RateYourStay: Story = { name: 'Rate your stay', args: { kind: 'rate-your-stay' } };
