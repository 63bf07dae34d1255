import styled from 'styled-components';

/** A region a wide table scrolls in. */
export const Scroll = styled.div`
  overflow-x: auto;
`;

/**
 * A table of entries: rows on a desk; on a phone each row a block of labelled lines (every cell's
 * `data-label`) rather than a row to scroll sideways.
 */
export const LabelledTable = styled.table`
  width: 100%;
  border-collapse: collapse;
  th,
  td {
    padding: ${({ theme }) => theme.space(2)} ${({ theme }) => theme.space(3)};
    text-align: left;
    vertical-align: top;
    border-bottom: 1px solid ${({ theme }) => theme.color.border};
  }
  th {
    font-size: ${({ theme }) => theme.font.size.sm};
    color: ${({ theme }) => theme.color.textMuted};
  }
  td:first-child {
    white-space: nowrap;
  }
  /* On a phone each entry is a block of labelled lines rather than a row to scroll sideways. */
  @media (max-width: 599px) {
    thead {
      position: absolute;
      width: 1px;
      height: 1px;
      overflow: hidden;
      clip-path: inset(50%);
    }
    tr {
      display: block;
      padding: ${({ theme }) => theme.space(2)} 0;
      border-bottom: 1px solid ${({ theme }) => theme.color.border};
    }
    /* A grid, not a flex row: a long word (an e-mail address) wraps inside its column at 320 px. */
    td {
      display: grid;
      grid-template-columns: 40% minmax(0, 1fr);
      gap: ${({ theme }) => theme.space(2)};
      padding: ${({ theme }) => theme.space(1)} 0;
      border: 0;
      overflow-wrap: anywhere;
    }
    td::before {
      content: attr(data-label);
      color: ${({ theme }) => theme.color.textMuted};
      font-size: ${({ theme }) => theme.font.size.sm};
    }
    td:first-child {
      white-space: normal;
    }
    td:empty {
      display: none;
    }
  }
`;
