import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { argsAsShown } from '../storybook/story-language.tsx';
import { FieldGroup, type FieldGroupProps } from './field-group.tsx';

interface StayPeriodProps extends Omit<FieldGroupProps, 'children'> {
  fromLabel: string;
  toLabel: string;
}

/** The residence declaration's stay period: two dates answering one question. */
function StayPeriod({ fromLabel, toLabel, ...group }: StayPeriodProps) {
  return (
    <FieldGroup {...group}>
      <label>
        {fromLabel} <input type="date" defaultValue="2026-05-01" style={{ minHeight: 44 }} />
      </label>
      <label>
        {toLabel} <input type="date" defaultValue="2026-05-04" style={{ minHeight: 44 }} />
      </label>
    </FieldGroup>
  );
}

const meta = {
  title: 'Forms/FieldGroup',
  component: StayPeriod,
  args: {
    legend: 'Stay period',
    hint: 'As on your visa or entry stamp',
    fromLabel: 'From',
    toLabel: 'To',
  },
  parameters: {
    vi: {
      legend: 'Thời gian lưu trú',
      hint: 'Theo thị thực hoặc dấu nhập cảnh',
      fromLabel: 'Từ ngày',
      toLabel: 'Đến ngày',
    },
  },
} satisfies Meta<typeof StayPeriod>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas }) => {
    const group = canvas.getByRole('group', { name: /stay period|thời gian lưu trú/i });
    await expect(group).toHaveAccessibleDescription(/visa|thị thực/i);
    await expect(group).not.toBeInvalid();
  },
};
export const WithError: Story = {
  args: { error: 'The stay cannot end before it starts' },
  parameters: { vi: { error: 'Ngày kết thúc không thể trước ngày bắt đầu' } },
  play: async ({ canvas }) => {
    const group = canvas.getByRole('group', { name: /stay period|thời gian lưu trú/i });
    await expect(group).toBeInvalid();
    await expect(group).toHaveAccessibleDescription(/cannot end before|không thể trước/i);
    await expect(canvas.getByRole('alert')).toHaveTextContent(/cannot end before|không thể trước/i);
  },
};
export const Disabled: Story = {
  args: { disabled: true },
  play: async (context) => {
    const { fromLabel, toLabel } = argsAsShown(context);
    await expect(context.canvas.getByLabelText(fromLabel)).toBeDisabled();
    await expect(context.canvas.getByLabelText(toLabel)).toBeDisabled();
  },
};
