import styled, { css } from 'styled-components';
import { space } from '../theme/tokens.ts';

const stack = css<{ $gap?: number }>`
  display: flex;
  flex-direction: column;
  gap: ${({ $gap = 4 }) => space($gap)};
`;

/** Vertical rhythm: children spaced by `$gap` steps of 4 px. */
export const Stack = styled.div<{ $gap?: number }>`
  ${stack}
`;

/**
 * A form whose native submit does nothing (`method="dialog"` outside a dialog): its handler sends
 * it. A tap before a server-rendered page's script takes over then never puts the fields in the
 * address; the guest portal makes that tap again once it holds the page.
 */
export const StackForm = styled.form.attrs({ method: 'dialog' })<{ $gap?: number }>`
  ${stack}
`;
