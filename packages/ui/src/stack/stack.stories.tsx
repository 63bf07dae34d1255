import type { Meta, StoryObj } from '@storybook/react-vite';
import { Button } from '../button/button.tsx';
import { TextField } from '../text-field/text-field.tsx';
import { inStoryLanguage } from '../storybook/story-language.tsx';
import { Stack, StackForm } from './stack.tsx';

const TEXTS = {
  en: {
    home: 'Home',
    programs: 'Programs',
    login: 'Reservation number or e-mail',
    surname: 'Surname',
    signIn: 'Sign in',
  },
  vi: {
    home: 'Trang chủ',
    programs: 'Chương trình',
    login: 'Số đặt phòng hoặc e-mail',
    surname: 'Họ',
    signIn: 'Đăng nhập',
  },
};

const meta = {
  title: 'Layout/Stack',
  component: Stack,
  args: { $gap: 4 },
  argTypes: { $gap: { control: { type: 'range', min: 0, max: 10 } } },
} satisfies Meta<typeof Stack>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  render: (args, context) => {
    const texts = inStoryLanguage(context, TEXTS);
    return (
      <Stack {...args}>
        <Button fullWidth>{texts.home}</Button>
        <Button fullWidth variant="secondary">
          {texts.programs}
        </Button>
      </Stack>
    );
  },
};

export const Form: Story = {
  render: (args, context) => {
    const texts = inStoryLanguage(context, TEXTS);
    return (
      <StackForm $gap={args.$gap} onSubmit={(event) => event.preventDefault()}>
        <TextField label={texts.login} name="login" />
        <TextField label={texts.surname} name="surname" />
        <Button type="submit" fullWidth>
          {texts.signIn}
        </Button>
      </StackForm>
    );
  },
};
