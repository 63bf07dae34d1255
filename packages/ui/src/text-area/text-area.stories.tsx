import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { TextArea } from './text-area.tsx';

const meta = {
  title: 'Forms/TextArea',
  component: TextArea,
  args: {
    label: 'Tell us about your stay',
    hint: 'What did you enjoy? What could we do better?',
    name: 'experience',
  },
  parameters: {
    vi: {
      label: 'Chia sẻ về kỳ nghỉ của bạn',
      hint: 'Bạn thích điều gì? Chúng tôi có thể làm tốt hơn ở đâu?',
    },
  },
} satisfies Meta<typeof TextArea>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas, userEvent }) => {
    const area = canvas.getByLabelText(/tell us about your stay/i);
    await userEvent.type(area, 'Lovely breakfast');
    await expect(area).toHaveValue('Lovely breakfast');
  },
};
export const Filled: Story = {
  args: { defaultValue: 'The staff were very kind and the room was quiet.' },
};
export const WithError: Story = {
  args: { error: 'Missing experience', required: true },
  parameters: { vi: { error: 'Thiếu nội dung trải nghiệm' } },
};
export const Disabled: Story = { args: { disabled: true } };
