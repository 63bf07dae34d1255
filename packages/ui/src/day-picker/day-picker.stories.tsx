import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';
import { controlledByArgs } from '../storybook/story-args.tsx';
import { argsAsShown, plainText } from '../storybook/story-language.tsx';
import { ALL_DAYS, DayPicker } from './day-picker.tsx';

const meta = {
  title: 'Forms/DayPicker',
  component: DayPicker,
  render: controlledByArgs(DayPicker),
  args: {
    legend: 'Which day?',
    name: 'activity-day',
    allDaysLabel: 'All days',
    value: ALL_DAYS,
    onChange: fn(),
    days: [
      { value: '2025-05-12', weekday: 'Mon', date: '12 May' },
      { value: '2025-05-13', weekday: 'Tue', date: '13 May' },
      { value: '2025-05-14', weekday: 'Wed', date: '14 May' },
      { value: '2025-05-15', weekday: 'Thu', date: '15 May' },
    ],
  },
  parameters: {
    vi: {
      legend: 'Ngày nào?',
      allDaysLabel: 'Tất cả các ngày',
      days: [
        { value: '2025-05-12', weekday: 'T2', date: '12/5' },
        { value: '2025-05-13', weekday: 'T3', date: '13/5' },
        { value: '2025-05-14', weekday: 'T4', date: '14/5' },
        { value: '2025-05-15', weekday: 'T5', date: '15/5' },
      ],
    },
  },
} satisfies Meta<typeof DayPicker>;

export default meta;
type Story = StoryObj<typeof meta>;

export const AllDays: Story = {};
export const OneDay: Story = {
  args: { value: '2025-05-13' },
  play: async (context) => {
    const { canvas, userEvent, args } = context;
    const { days, allDaysLabel } = argsAsShown(context);
    const tuesday = days.find((day) => day.value === '2025-05-13');
    await expect(
      canvas.getByRole('radio', { name: new RegExp(plainText(tuesday?.weekday)) }),
    ).toBeChecked();
    await userEvent.click(canvas.getByRole('radio', { name: plainText(allDaysLabel) }));
    await expect(args.onChange).toHaveBeenLastCalledWith(ALL_DAYS);
  },
};
export const Disabled: Story = { args: { disabled: true } };
