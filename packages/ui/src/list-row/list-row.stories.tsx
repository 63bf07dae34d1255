import type { Meta, StoryObj } from '@storybook/react-vite';
import { Icon } from '../icon/icon.tsx';
import { StatusBadge } from '../status-badge/status-badge.tsx';
import { inStoryLanguage } from '../storybook/story-language.tsx';
import { ListRow } from './list-row.tsx';

const MORE_ROWS = {
  en: { guests: 'Guests', party: '2 adults, 1 child', arrival: 'Arrival time' },
  vi: { guests: 'Khách', party: '2 người lớn, 1 trẻ em', arrival: 'Giờ đến' },
};

const meta = {
  title: 'Content/ListRow',
  component: ListRow,
  args: {
    title: 'Room',
    description: 'Deluxe double, room 1203',
    leading: <Icon name="calendar" />,
    trailing: '12 – 15 May',
  },
  parameters: {
    vi: {
      title: 'Phòng',
      description: 'Phòng đôi cao cấp, phòng 1203',
      trailing: '12 – 15 tháng 5',
    },
  },
  argTypes: { leading: { control: false }, trailing: { control: false } },
  decorators: [(Story) => <ul style={{ margin: 0, padding: 0 }}>{Story()}</ul>],
} satisfies Meta<typeof ListRow>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Information: Story = {};
export const Link: Story = {
  args: {
    title: <a href="#activity-1">Sunrise yoga</a>,
    description: 'Mon 06:30',
    trailing: undefined,
    chevron: true,
  },
  parameters: {
    vi: {
      title: <a href="#activity-1">Yoga bình minh</a>,
      description: 'T2 06:30',
      trailing: undefined,
    },
  },
};
export const WithBadge: Story = {
  args: {
    title: 'Reservation 1024',
    description: 'Nguyen Van An',
    leading: undefined,
    trailing: <StatusBadge status="Arrived" label="Arrived" />,
  },
  parameters: {
    vi: {
      title: 'Đặt phòng 1024',
      trailing: <StatusBadge status="Arrived" label="Đã nhận phòng" />,
    },
  },
};
export const List: Story = {
  render: (args, context) => {
    const rows = inStoryLanguage(context, MORE_ROWS);
    return (
      <>
        <ListRow {...args} />
        <ListRow title={rows.guests} description={rows.party} leading={<Icon name="search" />} />
        <ListRow title={rows.arrival} description="14:00" leading={<Icon name="clock" />} />
      </>
    );
  },
};
