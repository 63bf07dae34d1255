import type { Order } from '@portal/api-client/contract/room-service';
import type { Selectable } from 'kysely';
import { localized } from '../../db/row.ts';
import type { OrderLinesTable } from '../../db/tables.ts';

type LineRow = Pick<
  Selectable<OrderLinesTable>,
  'order_id' | 'item_id' | 'name_en' | 'name_vi' | 'quantity' | 'unit_price'
>;

/** One order's lines, from the lines of a whole list of orders read in one query. */
export function linesOfOrder(lines: readonly LineRow[], orderId: number): Order['lines'] {
  return lines
    .filter((line) => line.order_id === orderId)
    .map((line) => ({
      itemId: line.item_id,
      name: localized(line, 'name'),
      quantity: line.quantity,
      unitPrice: line.unit_price,
      amount: line.quantity * line.unit_price,
    }));
}
