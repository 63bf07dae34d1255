import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';
import { controlledByArgs } from '../storybook/story-args.tsx';
import { argsAsShown, plainText } from '../storybook/story-language.tsx';
import { CheckboxGroup } from './checkbox-group.tsx';

const meta = {
  title: 'Forms/CheckboxGroup',
  component: CheckboxGroup,
  render: controlledByArgs(CheckboxGroup),
  args: {
    legend: 'Room preferences',
    name: 'preferences',
    hint: 'We will do our best; they are not guaranteed',
    columns: 2,
    value: ['CHECKIN_NON_SMOKING'],
    onChange: fn(),
    options: [
      { value: 'CHECKIN_DOUBLE_BED', label: 'Double bed' },
      { value: 'CHECKIN_SINGLE_BED', label: 'Single bed' },
      { value: 'CHECKIN_NON_SMOKING', label: 'Non-smoking' },
      { value: 'CHECKIN_HIGH_FLOOR', label: 'High floor' },
      { value: 'CHECKIN_QUITE_ROOM', label: 'Quiet room' },
      { value: 'CHECKIN_BABY_COT', label: 'Baby cot' },
    ],
  },
  parameters: {
    vi: {
      legend: 'Yêu cầu về phòng',
      hint: 'Chúng tôi sẽ cố gắng đáp ứng, nhưng không đảm bảo',
      options: [
        { value: 'CHECKIN_DOUBLE_BED', label: 'Giường đôi' },
        { value: 'CHECKIN_SINGLE_BED', label: 'Giường đơn' },
        { value: 'CHECKIN_NON_SMOKING', label: 'Không hút thuốc' },
        { value: 'CHECKIN_HIGH_FLOOR', label: 'Tầng cao' },
        { value: 'CHECKIN_QUITE_ROOM', label: 'Phòng yên tĩnh' },
        { value: 'CHECKIN_BABY_COT', label: 'Nôi em bé' },
      ],
    },
  },
} satisfies Meta<typeof CheckboxGroup>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async (context) => {
    const { canvas, userEvent, args } = context;
    const { options } = argsAsShown(context);
    const label = (value: string) =>
      plainText(options.find((option) => option.value === value)?.label);
    await userEvent.click(canvas.getByRole('checkbox', { name: label('CHECKIN_QUITE_ROOM') }));
    await expect(args.onChange).toHaveBeenLastCalledWith([
      'CHECKIN_NON_SMOKING',
      'CHECKIN_QUITE_ROOM',
    ]);
    await userEvent.click(canvas.getByRole('checkbox', { name: label('CHECKIN_NON_SMOKING') }));
    await expect(args.onChange).toHaveBeenLastCalledWith(['CHECKIN_QUITE_ROOM']);
  },
};
export const OneColumn: Story = { args: { columns: 1 } };
export const WithError: Story = {
  args: { value: [], error: 'Choose at least one preference' },
  parameters: { vi: { error: 'Chọn ít nhất một yêu cầu' } },
};
export const Disabled: Story = { args: { disabled: true } };
