import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';
import { RadioGroup, type RadioGroupProps } from './radio-group.tsx';

function MinibarQuestion(props: RadioGroupProps) {
  const [value, setValue] = useState(props.value);
  return (
    <RadioGroup
      {...props}
      value={value}
      onChange={(next) => {
        setValue(next);
        props.onChange(next);
      }}
    />
  );
}

const meta = {
  title: 'Forms/RadioGroup',
  component: RadioGroup,
  render: (args) => <MinibarQuestion {...args} />,
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
  play: async ({ canvas, userEvent, args }) => {
    await userEvent.click(canvas.getByRole('radio', { name: 'No' }));
    await expect(canvas.getByRole('radio', { name: 'No' })).toBeChecked();
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
