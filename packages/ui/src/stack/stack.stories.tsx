import type { Meta, StoryObj } from '@storybook/react-vite';
import { Button } from '../button/button.tsx';
import { TextField } from '../text-field/text-field.tsx';
import { Stack, StackForm } from './stack.tsx';

const meta = {
  title: 'Layout/Stack',
  component: Stack,
  args: { $gap: 4 },
  argTypes: { $gap: { control: { type: 'range', min: 0, max: 10 } } },
} satisfies Meta<typeof Stack>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  render: (args) => (
    <Stack {...args}>
      <Button fullWidth>Home</Button>
      <Button fullWidth variant="secondary">
        Programs
      </Button>
    </Stack>
  ),
};

export const Form: Story = {
  render: (args) => (
    <StackForm $gap={args.$gap} onSubmit={(event) => event.preventDefault()}>
      <TextField label="Reservation number or e-mail" name="login" />
      <TextField label="Surname" name="surname" />
      <Button type="submit" fullWidth>
        Sign in
      </Button>
    </StackForm>
  ),
};
