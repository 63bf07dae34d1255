import styled from 'styled-components';

export { Panel, PanelTitle } from '../../../components/panel.ts';

/** Label and value pairs: side by side on a desk, one under another on a phone. */
export const Facts = styled.dl`
  display: grid;
  grid-template-columns: minmax(0, 1fr);
  gap: ${({ theme }) => theme.space(1)} ${({ theme }) => theme.space(3)};
  margin: 0;
  dt {
    color: ${({ theme }) => theme.color.textMuted};
    font-size: ${({ theme }) => theme.font.size.sm};
  }
  dd {
    margin: 0 0 ${({ theme }) => theme.space(1)};
    overflow-wrap: anywhere;
  }
  @media (min-width: 600px) {
    grid-template-columns: max-content minmax(0, 1fr);
    dd {
      margin: 0;
    }
  }
`;

export { Muted } from '../../../components/panel.ts';

export const Plain = styled.p`
  margin: 0;
  overflow-wrap: anywhere;
`;

export const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space(2)};
`;
