import { useEffect, useId, useRef, type ReactNode } from 'react';
import styled from 'styled-components';
import { Card } from '@portal/ui/card';

const Title = styled.h2`
  margin: 0 0 ${({ theme }) => theme.space(4)};
  font-size: ${({ theme }) => theme.font.size.lg};
  &:focus {
    outline: none;
  }
`;

/**
 * Where an entry is added or changed, in place of its list (`useEditor`): focus moves to its
 * title so a screen reader and the keyboard start at the form.
 */
export function EditorPanel({ title, children }: { title: string; children: ReactNode }) {
  const titleId = useId();
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), []);
  return (
    <Card aria-labelledby={titleId}>
      <Title id={titleId} ref={heading} tabIndex={-1}>
        {title}
      </Title>
      {children}
    </Card>
  );
}
