import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { argsAsShown, plainText } from '../storybook/story-language.tsx';
import { FormField } from './form-field.tsx';

const meta = {
  title: 'Forms/FormField',
  component: FormField,
  args: {
    label: 'Number of guests',
    hint: 'Adults and children staying in the room',
    children: (control) => (
      <input
        type="number"
        min={1}
        defaultValue={2}
        style={{ minHeight: 44, fontSize: 16 }}
        {...control}
      />
    ),
  },
  parameters: { vi: { label: 'Số khách', hint: 'Người lớn và trẻ em ở trong phòng' } },
  argTypes: { children: { control: false } },
} satisfies Meta<typeof FormField>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async (context) => {
    const { label, hint } = argsAsShown(context);
    await expect(context.canvas.getByLabelText(plainText(label))).toHaveAccessibleDescription(
      expect.stringContaining(plainText(hint)),
    );
  },
};
export const Required: Story = { args: { required: true } };
export const WithError: Story = {
  args: { error: 'At least one guest is required' },
  parameters: { vi: { error: 'Cần ít nhất một khách' } },
  play: async (context) => {
    const { label, error } = argsAsShown(context);
    const input = context.canvas.getByLabelText(plainText(label));
    await expect(input).toBeInvalid();
    await expect(input).toHaveAccessibleDescription(expect.stringContaining(plainText(error)));
  },
};
