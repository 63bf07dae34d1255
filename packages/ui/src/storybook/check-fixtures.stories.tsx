import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';

/**
 * Stories that must fail: `visual/story-checks.ts` opens them first and stops if it finds them
 * passing, so a check that no longer fires cannot pass silently. Hidden from the sidebar, the
 * Vitest run, the docs and the screenshots.
 */
const meta = {
  title: 'Checks/Fixtures',
  tags: ['!dev', '!test', '!autodocs', 'no-visual', 'check-fixture'],
  render: () => <button type="button">Book a table</button>,
} satisfies Meta;

export default meta;
type Story = StoryObj<typeof meta>;

export const PlayFails: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button')).toHaveTextContent('Cancel the booking');
  },
};

export const AxeFails: Story = {
  render: () => <button type="button" aria-label="" />,
};
