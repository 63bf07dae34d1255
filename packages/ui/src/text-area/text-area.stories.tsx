import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { argsAsShown, plainText } from '../storybook/story-language.tsx';
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
  play: async (context) => {
    const { canvas, userEvent } = context;
    const { label } = argsAsShown(context);
    const area = canvas.getByLabelText(plainText(label));
    await userEvent.type(area, 'Lovely breakfast');
    await expect(area).toHaveValue('Lovely breakfast');
  },
};
export const Filled: Story = {
  args: { defaultValue: 'The staff were very kind and the room was quiet.' },
  parameters: { vi: { defaultValue: 'Nhân viên rất tử tế và phòng yên tĩnh.' } },
};
export const WithError: Story = {
  args: { error: 'Missing experience', required: true },
  parameters: { vi: { error: 'Thiếu nội dung trải nghiệm' } },
};
export const Disabled: Story = { args: { disabled: true } };
