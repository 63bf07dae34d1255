import type { ReactNode } from 'react';
import styled from 'styled-components';
import { Icon } from '../icon/icon.tsx';
import { color, font, space } from '../theme/tokens.ts';

export interface ListRowProps {
  /** Pass the router's link to make the whole row open it; or plain text for an information row. */
  title: ReactNode;
  description?: ReactNode;
  /** An icon, thumbnail or avatar at the start. */
  leading?: ReactNode;
  /** A value, badge or button at the end. */
  trailing?: ReactNode;
  /** Shows a chevron: the row leads somewhere. */
  chevron?: boolean;
}

const Row = styled.li`
  position: relative;
  display: flex;
  /* With large text the value moves under its title instead of running off the screen. */
  flex-wrap: wrap;
  align-items: center;
  gap: ${space(3)};
  min-height: 56px;
  padding: ${space(2)} ${space(4)};
  background: ${color.surface};
  list-style: none;
  & + & {
    border-top: 1px solid ${color.border};
  }
  &:has(a:hover) {
    background: ${color.background};
  }
  &:has(a:focus-visible) {
    outline: 3px solid ${color.focus};
    outline-offset: -3px;
  }
`;

const Text = styled.div`
  flex: 1 1 8rem;
  min-width: 0;
`;

const Title = styled.div`
  font-weight: ${font.weight.medium};
  color: ${color.text};
  a {
    color: inherit;
    text-decoration: none;
    outline: none;
  }
  a::after {
    content: '';
    position: absolute;
    inset: 0;
  }
`;

const Description = styled.div`
  font-size: ${font.size.sm};
  color: ${color.textMuted};
`;

const Trailing = styled.div`
  position: relative;
  z-index: 1;
  flex: 0 1 auto;
  max-width: 100%;
  overflow-wrap: anywhere;
  color: ${color.textMuted};
`;

const Leading = styled.div`
  flex: none;
  display: grid;
  place-items: center;
  color: ${color.primary};
`;

/** One row of a list (a <li>: put rows in a <ul>), e.g. a reservation detail or an activity. */
export function ListRow({ title, description, leading, trailing, chevron }: ListRowProps) {
  return (
    <Row>
      {leading && <Leading>{leading}</Leading>}
      <Text>
        <Title>{title}</Title>
        {description && <Description>{description}</Description>}
      </Text>
      {trailing && <Trailing>{trailing}</Trailing>}
      {chevron && (
        <Trailing>
          <Icon name="chevron-right" size={20} />
        </Trailing>
      )}
    </Row>
  );
}
