import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { argsAsShown, plainText } from '../storybook/story-language.tsx';
import { SelectField } from './select-field.tsx';

const meta = {
  title: 'Forms/SelectField',
  component: SelectField,
  args: {
    label: 'Reason for cancelling',
    placeholder: 'Choose a reason',
    defaultValue: '',
    options: [
      { value: 'plans', label: 'My plans changed' },
      { value: 'price', label: 'I found a better price' },
      { value: 'other', label: 'Another reason' },
    ],
  },
  parameters: {
    vi: {
      label: 'Lý do hủy',
      placeholder: 'Chọn một lý do',
      options: [
        { value: 'plans', label: 'Kế hoạch của tôi thay đổi' },
        { value: 'price', label: 'Tôi tìm được giá tốt hơn' },
        { value: 'other', label: 'Lý do khác' },
      ],
    },
  },
} satisfies Meta<typeof SelectField>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async (context) => {
    const { canvas, userEvent } = context;
    const { label } = argsAsShown(context);
    const select = canvas.getByLabelText(plainText(label));
    await userEvent.selectOptions(select, 'price');
    await expect(select).toHaveValue('price');
  },
};
export const Chosen: Story = { args: { defaultValue: 'plans' } };
export const WithError: Story = {
  args: { error: 'Missing reason', required: true },
  parameters: { vi: { error: 'Thiếu lý do' } },
};
export const Disabled: Story = { args: { disabled: true } };

/** A long list holds only the chosen option until the guest reaches for it (or the page is idle). */
export const LongListWhenReached: Story = {
  tags: ['no-visual'],
  args: {
    defaultValue: 'price',
    optionsWhenIdle: { chosen: 'price' },
  },
  play: async (context) => {
    const { canvas, userEvent } = context;
    const { label } = argsAsShown(context);
    const select = canvas.getByLabelText(plainText(label));
    await userEvent.click(select);
    await expect(canvas.getAllByRole('option')).toHaveLength(4);
    await expect(select).toHaveValue('price');
    await userEvent.selectOptions(select, 'plans');
    await expect(select).toHaveValue('plans');
  },
};
