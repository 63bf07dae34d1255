import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { formatVnd } from '../storybook/story-formatters.ts';
import { argsAsShown, plainText } from '../storybook/story-language.tsx';
import { BillSummary, type BillGroup } from './bill-summary.tsx';

const GROUPS_EN: BillGroup[] = [
  {
    id: 'room',
    title: 'Room',
    lines: [
      { id: 'r1', label: 'Deluxe double', detail: '12 May', amount: 2200000 },
      { id: 'r2', label: 'Deluxe double', detail: '13 May', amount: 2200000 },
    ],
  },
  {
    id: 'room-service',
    title: 'Room service',
    lines: [{ id: 's1', label: 'Beef pho × 2', detail: '12 May 20:14', amount: 250000 }],
  },
  { id: 'other', title: 'Other services', lines: [{ id: 'o1', label: 'Laundry', amount: 120000 }] },
  { id: 'fnb', title: 'Food and beverage', lines: [] },
];

const GROUPS_VI: BillGroup[] = [
  {
    id: 'room',
    title: 'Phòng',
    lines: [
      { id: 'r1', label: 'Phòng đôi cao cấp', detail: '12/5', amount: 2200000 },
      { id: 'r2', label: 'Phòng đôi cao cấp', detail: '13/5', amount: 2200000 },
    ],
  },
  {
    id: 'room-service',
    title: 'Dịch vụ phòng',
    lines: [{ id: 's1', label: 'Phở bò × 2', detail: '12/5 20:14', amount: 250000 }],
  },
  { id: 'other', title: 'Dịch vụ khác', lines: [{ id: 'o1', label: 'Giặt ủi', amount: 120000 }] },
  { id: 'fnb', title: 'Ẩm thực', lines: [] },
];

const meta = {
  title: 'Content/BillSummary',
  component: BillSummary,
  args: {
    caption: 'Bill 1024',
    groups: GROUPS_EN,
    totals: { net: 4770000, serviceCharge: 238500, vat: 400680, total: 5409180 },
    formatPrice: formatVnd('en'),
    labels: {
      item: 'Item',
      amount: 'Amount',
      net: 'Net amount',
      serviceCharge: 'Service charge (5%)',
      vat: 'VAT (8%)',
      total: 'Total',
      empty: 'No charges yet',
    },
  },
  parameters: {
    vi: {
      caption: 'Hóa đơn 1024',
      groups: GROUPS_VI,
      formatPrice: formatVnd('vi'),
      labels: {
        item: 'Mục',
        amount: 'Số tiền',
        net: 'Thành tiền',
        serviceCharge: 'Phí dịch vụ (5%)',
        vat: 'Thuế GTGT (8%)',
        total: 'Tổng cộng',
        empty: 'Chưa có khoản phí nào',
      },
    },
  },
  argTypes: { formatPrice: { control: false } },
} satisfies Meta<typeof BillSummary>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Grouped: Story = {
  play: async (context) => {
    const { caption, groups, labels, totals, formatPrice } = argsAsShown(context);
    const title = (id: string) => plainText(groups.find((group) => group.id === id)?.title);
    const table = context.canvas.getByRole('table', { name: plainText(caption) });
    await expect(within(table).getByRole('rowheader', { name: title('room') })).toBeInTheDocument();
    await expect(
      within(table).queryByRole('rowheader', { name: title('fnb') }),
    ).not.toBeInTheDocument();
    const total = within(table).getByRole('row', {
      name: (name) => name.startsWith(labels.total),
    });
    // The text is matched with its white space folded, and đồng amounts hold a no-break space.
    await expect(total).toHaveTextContent(formatPrice(totals.total).replace(/\s/g, ' '));
  },
};
export const Empty: Story = {
  args: { groups: [], totals: { net: 0, serviceCharge: 0, vat: 0, total: 0 } },
  parameters: { vi: { groups: [] } },
  play: async (context) => {
    const { labels } = argsAsShown(context);
    await expect(context.canvas.getByText(labels.empty)).toBeInTheDocument();
  },
};
