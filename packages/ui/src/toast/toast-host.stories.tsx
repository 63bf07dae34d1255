import { useEffect } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor, within } from 'storybook/test';
import { Button } from '../button/button.tsx';
import { Stack } from '../stack/stack.tsx';
import { argsAsShown } from '../storybook/story-language.tsx';
import { ToastHost, TOAST_LIMIT, toast } from './toast-host.tsx';

interface ToastDemoProps {
  closeLabel: string;
  regionLabel: string;
  success: string;
  error: string;
  info: string;
  warning: string;
  /** The demo buttons that raise each kind of toast. */
  buttons: { success: string; error: string; info: string; warning: string };
}

function ToastDemo({
  closeLabel,
  regionLabel,
  success,
  error,
  info,
  warning,
  buttons,
}: ToastDemoProps) {
  return (
    <>
      <ToastHost closeLabel={closeLabel} regionLabel={regionLabel} />
      <Stack $gap={2}>
        <Button onClick={() => toast.success(success)}>{buttons.success}</Button>
        <Button variant="danger" onClick={() => toast.error(error)}>
          {buttons.error}
        </Button>
        <Button variant="secondary" onClick={() => toast.info(info)}>
          {buttons.info}
        </Button>
        <Button variant="ghost" onClick={() => toast.warning(warning)}>
          {buttons.warning}
        </Button>
      </Stack>
    </>
  );
}

/** The coloured toasts held open (no auto-close), for review, contrast checks and screenshots. */
function ShownToasts(props: ToastDemoProps) {
  const { success, error, info } = props;
  useEffect(() => {
    toast.success(success, { toastId: 'success', autoClose: false });
    toast.error(error, { toastId: 'error', autoClose: false });
    toast.info(info, { toastId: 'info', autoClose: false });
  }, [success, error, info]);
  return <ToastDemo {...props} />;
}

const meta = {
  title: 'Feedback/Toast',
  component: ToastDemo,
  args: {
    closeLabel: 'Close',
    regionLabel: 'Notifications',
    success: 'Add to cart successfully!',
    error: 'Only allow request check-out on the departure date',
    info: 'Your order is being processed by the hotel',
    warning: 'You must have a room to order!',
    buttons: { success: 'Success', error: 'Error', info: 'Info', warning: 'Warning' },
  },
  parameters: {
    vi: {
      closeLabel: 'Đóng',
      regionLabel: 'Thông báo',
      success: 'Đã thêm vào giỏ hàng!',
      error: 'Chỉ có thể yêu cầu trả phòng vào ngày khởi hành',
      info: 'Đơn hàng của bạn đang được khách sạn xử lý',
      warning: 'Bạn cần có phòng để đặt món!',
      buttons: { success: 'Thành công', error: 'Lỗi', info: 'Thông tin', warning: 'Cảnh báo' },
    },
    docs: { story: { inline: false, iframeHeight: 420 } },
  },
  beforeEach: () => () => toast.dismiss(),
} satisfies Meta<typeof ToastDemo>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {};

export const Shown: Story = {
  render: (args) => <ShownToasts {...args} />,
  play: async (context) => {
    const { success } = argsAsShown(context);
    const body = within(context.canvasElement.ownerDocument.body);
    await waitFor(() => expect(body.getAllByRole('alert')).toHaveLength(3));
    await waitFor(() => expect(body.getByText(success)).toBeVisible());
  },
};

export const ColouredToasts: Story = {
  tags: ['no-visual'],
  play: async (context) => {
    const { canvas, userEvent, canvasElement } = context;
    const { buttons, success, error, info } = argsAsShown(context);
    const body = within(canvasElement.ownerDocument.body);
    // Each toast is looked for as soon as it is raised: it closes itself 2 s later.
    for (const [button, text] of [
      [buttons.success, success],
      [buttons.error, error],
      [buttons.info, info],
    ] as const) {
      await userEvent.click(canvas.getByRole('button', { name: button }));
      const raised = await body.findByText(text);
      await waitFor(() => expect(raised).toBeVisible());
    }
  },
};

export const AtMostThree: Story = {
  tags: ['no-visual'],
  play: async (context) => {
    const { canvas, userEvent, canvasElement } = context;
    const { buttons } = argsAsShown(context);
    const success = canvas.getByRole('button', { name: buttons.success });
    for (let index = 0; index < 5; index += 1) await userEvent.click(success);
    await waitFor(() =>
      expect(canvasElement.ownerDocument.querySelectorAll('.Toastify__toast').length).toBe(
        TOAST_LIMIT,
      ),
    );
  },
};

export const ClickToClose: Story = {
  tags: ['no-visual'],
  play: async (context) => {
    const { canvas, userEvent, canvasElement } = context;
    const { buttons, info } = argsAsShown(context);
    await userEvent.click(canvas.getByRole('button', { name: buttons.info }));
    const body = within(canvasElement.ownerDocument.body);
    await userEvent.click(await body.findByText(info));
    await waitFor(() => expect(body.queryByText(info)).not.toBeInTheDocument());
  },
};
