import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { argsAsShown } from '../storybook/story-language.tsx';
import { ProgressBar } from './progress-bar.tsx';

const meta = {
  title: 'Feedback/ProgressBar',
  component: ProgressBar,
  args: { value: 40, label: 'Uploading passport.jpg' },
  parameters: { vi: { label: 'Đang tải lên passport.jpg' } },
  argTypes: { value: { control: { type: 'range', min: 0, max: 100 } } },
} satisfies Meta<typeof ProgressBar>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Partway: Story = {
  play: async (context) => {
    const { label } = argsAsShown(context);
    await expect(context.canvas.getByRole('progressbar', { name: label })).toHaveAttribute(
      'aria-valuenow',
      '40',
    );
  },
};
export const Empty: Story = { args: { value: 0 } };
export const Complete: Story = { args: { value: 100 } };
export const Failed: Story = { args: { value: 70, tone: 'danger' } };
