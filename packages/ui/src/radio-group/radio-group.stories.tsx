import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';
import { controlledByArgs } from '../storybook/story-args.tsx';
import { argsAsShown, plainText } from '../storybook/story-language.tsx';
import { RadioGroup } from './radio-group.tsx';

const meta = {
  title: 'Forms/RadioGroup',
  component: RadioGroup,
  render: controlledByArgs(RadioGroup),
  args: {
    legend: 'Did you use the mini-bar?',
    name: 'minibar',
    value: '',
    direction: 'row',
    onChange: fn(),
    options: [
      { value: 'yes', label: 'Yes' },
      { value: 'no', label: 'No' },
    ],
  },
  parameters: {
    vi: {
      legend: 'Quý khách có sử dụng mini-bar không?',
      options: [
        { value: 'yes', label: 'Có' },
        { value: 'no', label: 'Không' },
      ],
    },
  },
} satisfies Meta<typeof RadioGroup>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async (context) => {
    const { canvas, userEvent, args } = context;
    const { options } = argsAsShown(context);
    const no = plainText(options.find((option) => option.value === 'no')?.label);
    await userEvent.click(canvas.getByRole('radio', { name: no }));
    await expect(canvas.getByRole('radio', { name: no })).toBeChecked();
    await expect(args.onChange).toHaveBeenLastCalledWith('no');
  },
};
export const Chosen: Story = { args: { value: 'yes' } };
export const Column: Story = { args: { direction: 'column' } };
export const WithError: Story = {
  args: { error: 'Please answer the mini-bar question', required: true },
  parameters: { vi: { error: 'Vui lòng trả lời câu hỏi về mini-bar' } },
};
export const Disabled: Story = { args: { disabled: true, value: 'no' } };
