import type { FieldIssue } from './errors.ts';

/*
 * How `MENU_ITEM_UNAVAILABLE` (checkCart, placeOrder) names the dishes it refuses: one detail per
 * line of the request whose dish is switched off or not on the hotel's menu, its `path` that
 * line's item (`body.lines.2.itemId`, by the line's position in the request) and its `message` the
 * dish's English name ("Beef pho is not available now"). A client names the dish in its own
 * language from the line it sent. Zod-free, so the portal's cart reads it without the contract.
 */

/** The detail's path of the request's line at `position`. */
export function unavailableLinePath(position: number): string {
  return `body.lines.${position}.itemId`;
}

const LINE_PATH = /^body\.lines\.(\d+)\.itemId$/;

/** The positions, in the request, of the lines a `MENU_ITEM_UNAVAILABLE` refusal names. */
export function unavailableLinePositions(details: readonly FieldIssue[]): number[] {
  return details.flatMap(({ path }) => {
    const position = LINE_PATH.exec(path)?.[1];
    return position === undefined ? [] : [Number(position)];
  });
}
