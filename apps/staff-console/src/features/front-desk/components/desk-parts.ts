import styled from 'styled-components';

export { Facts, Panel, PanelTitle } from '../../../components/panel.ts';

export { Muted } from '../../../components/panel.ts';

export const Plain = styled.p`
  margin: 0;
  overflow-wrap: anywhere;
`;

/** One reservation or room on the desk's lists, its title a link to the reservation. */
export const StayCard = styled.article`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space(2)};
  padding: ${({ theme }) => theme.space(3)};
  border: 1px solid ${({ theme }) => theme.color.border};
  border-radius: ${({ theme }) => theme.radius.md};
  background: ${({ theme }) => theme.color.background};
`;

/** An h3 under a section's h2; `as="h2"` right under the page's title. */
export const StayCardTitle = styled.h3`
  margin: 0;
  font-size: ${({ theme }) => theme.font.size.md};
  a {
    color: ${({ theme }) => theme.color.link};
    display: inline-flex;
    align-items: center;
    min-height: ${({ theme }) => theme.touchTarget};
  }
`;

export const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space(2)};
`;
