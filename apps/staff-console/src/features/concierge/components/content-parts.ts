import styled from 'styled-components';

/** Fields side by side from a tablet up, one under another on a phone. */
export const FieldRow = styled.div`
  display: grid;
  /* One column no wider than the form: a date and time field at 200 % text is wider than a phone. */
  grid-template-columns: minmax(0, 1fr);
  gap: ${({ theme }) => theme.space(4)};
  align-items: start;
  @media (min-width: 720px) {
    grid-template-columns: repeat(auto-fit, minmax(200px, 1fr));
  }
`;

/** The bar above a list: what it shows on one side, the way to add on the other. */
export const ListBar = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: flex-end;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space(3)};
  margin-bottom: ${({ theme }) => theme.space(4)};
`;

export const List = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  display: grid;
  gap: ${({ theme }) => theme.space(3)};
`;

export const SectionTitle = styled.h2`
  margin: 0 0 ${({ theme }) => theme.space(3)};
  font-size: ${({ theme }) => theme.font.size.lg};
`;

export const EntryTitle = styled.h3`
  margin: 0;
  font-size: ${({ theme }) => theme.font.size.lg};
  overflow-wrap: anywhere;
`;

export const Muted = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.color.textMuted};
  font-size: ${({ theme }) => theme.font.size.sm};
  overflow-wrap: anywhere;
`;

export const Plain = styled.p`
  margin: 0;
  overflow-wrap: anywhere;
`;

/** An entry of a list: its picture beside its text from a tablet up, above it on a phone. */
export const Entry = styled.article`
  display: grid;
  gap: ${({ theme }) => theme.space(3)};
  padding: ${({ theme }) => theme.space(4)};
  border: 1px solid ${({ theme }) => theme.color.border};
  border-radius: ${({ theme }) => theme.radius.md};
  background: ${({ theme }) => theme.color.surface};
  @media (min-width: 600px) {
    grid-template-columns: 160px minmax(0, 1fr);
  }
`;

/** A list's thumbnail in the portal's 16:10 frame; the title beside it names it. */
export const Thumbnail = styled.img`
  display: block;
  width: 100%;
  max-width: 320px;
  height: auto;
  aspect-ratio: 16 / 10;
  object-fit: cover;
  border-radius: ${({ theme }) => theme.radius.sm};
  background: ${({ theme }) => theme.color.skeleton};
`;

export const EntryBody = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space(2)};
  min-width: 0;
`;

export const Badge = styled.span<{ $tone: 'success' | 'warning' | 'danger' | 'info' }>`
  align-self: flex-start;
  padding: 2px ${({ theme }) => theme.space(3)};
  border-radius: ${({ theme }) => theme.radius.pill};
  font-size: ${({ theme }) => theme.font.size.sm};
  font-weight: ${({ theme }) => theme.font.weight.bold};
  background: ${({ theme, $tone }) =>
    ({
      success: theme.color.successSoft,
      warning: theme.color.warningSoft,
      danger: theme.color.dangerSoft,
      info: theme.color.primarySoft,
    })[$tone]};
  color: ${({ theme, $tone }) =>
    ({
      success: theme.color.success,
      warning: theme.color.warning,
      danger: theme.color.danger,
      info: theme.color.text,
    })[$tone]};
`;
