import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';
import { Card } from '../card/card.tsx';
import { ContactButtons } from '../contact-buttons/contact-buttons.tsx';
import { Stack } from '../stack/stack.tsx';
import { argsAsShown, inStoryLanguage } from '../storybook/story-language.tsx';
import { AppHeader, PageShell, ProfileIcon } from './page-shell.tsx';

const CONTACT = {
  en: { label: 'Contact the hotel', messenger: 'Chat on Messenger', phone: 'Call the hotel' },
  vi: {
    label: 'Liên hệ khách sạn',
    messenger: 'Nhắn tin qua Messenger',
    phone: 'Gọi cho khách sạn',
  },
};

interface ShellDemoProps {
  background: 'tall-curve' | 'short-curve' | 'short-flat';
  hotelName: string;
  menuLabel: string;
  profileLabel: string;
  heading: string;
  body: string;
  onMenu: () => void;
  /** The contact buttons' texts, in the language shown. */
  contact?: typeof CONTACT.en;
}

function ShellDemo({
  background,
  hotelName,
  menuLabel,
  profileLabel,
  heading,
  body,
  onMenu,
  contact = CONTACT.en,
}: ShellDemoProps) {
  return (
    <PageShell
      background={background}
      header={
        <AppHeader
          menuLabel={menuLabel}
          onMenu={onMenu}
          menuExpanded={false}
          title={<a href="#home">{hotelName}</a>}
          end={
            <a
              href="#profile"
              aria-label={profileLabel}
              style={{ display: 'grid', placeItems: 'center', width: 44, height: 44 }}
            >
              <ProfileIcon />
            </a>
          }
        />
      }
      floating={
        <ContactButtons
          label={contact.label}
          onSelect={fn()}
          channels={[
            { kind: 'messenger', label: contact.messenger, href: 'https://m.me/hotel' },
            { kind: 'phone', label: contact.phone, href: 'tel:+842838226868' },
          ]}
        />
      }
    >
      <Stack>
        <Card>
          <h1 style={{ margin: 0, fontSize: '1.25rem' }}>{heading}</h1>
          <p>{body}</p>
        </Card>
      </Stack>
    </PageShell>
  );
}

const meta = {
  title: 'Layout/PageShell',
  component: ShellDemo,
  render: (args, context) => <ShellDemo {...args} contact={inStoryLanguage(context, CONTACT)} />,
  args: {
    background: 'tall-curve',
    hotelName: 'ESG Hotel Saigon',
    menuLabel: 'Open menu',
    profileLabel: 'My profile',
    heading: 'Welcome, An',
    body: 'Your room 1203 is ready from 14:00.',
    onMenu: fn(),
  },
  parameters: {
    layout: 'fullscreen',
    vi: {
      menuLabel: 'Mở menu',
      profileLabel: 'Hồ sơ của tôi',
      heading: 'Xin chào, An',
      body: 'Phòng 1203 của bạn sẵn sàng từ 14:00.',
    },
    docs: { story: { inline: false, iframeHeight: 560 } },
  },
  argTypes: {
    background: { control: 'inline-radio', options: ['tall-curve', 'short-curve', 'short-flat'] },
    contact: { table: { disable: true } },
  },
} satisfies Meta<typeof ShellDemo>;

export default meta;
type Story = StoryObj<typeof meta>;

export const TallCurve: Story = {
  play: async (context) => {
    const { canvas, userEvent, args } = context;
    const { menuLabel } = argsAsShown(context);
    await userEvent.click(canvas.getByRole('button', { name: menuLabel }));
    await expect(args.onMenu).toHaveBeenCalledOnce();
    await expect(canvas.getByRole('main')).toBeInTheDocument();
  },
};
export const ShortCurve: Story = { args: { background: 'short-curve' } };
export const ShortFlat: Story = { args: { background: 'short-flat' } };
