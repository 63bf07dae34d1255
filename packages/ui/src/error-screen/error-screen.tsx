import { useId, type ReactNode } from 'react';
import styled from 'styled-components';
import { color, font, space } from '../theme/tokens.ts';

export interface ErrorScreenProps {
  /** A big code such as 404 or 500; left out when it means nothing to a guest. */
  code?: string | number;
  title: ReactNode;
  message?: ReactNode;
  /** E.g. a link home or a "Try again" button. */
  action?: ReactNode;
}

const Box = styled.section`
  display: flex;
  flex-direction: column;
  align-items: center;
  justify-content: center;
  gap: ${space(3)};
  min-height: 60dvh;
  padding: ${space(8)} ${space(6)};
  text-align: center;
`;

const Code = styled.p`
  margin: 0;
  font-size: 4rem;
  line-height: 1;
  font-weight: ${font.weight.bold};
  color: ${color.primary};
  font-variant-numeric: tabular-nums;
`;

const Title = styled.h1`
  margin: 0;
  font-size: ${font.size.xl};
  color: ${color.text};
`;

const Message = styled.p`
  margin: 0;
  max-width: 36ch;
  color: ${color.textMuted};
`;

/** A full-page "not found" or "something went wrong" block. */
export function ErrorScreen({ code, title, message, action }: ErrorScreenProps) {
  const titleId = useId();
  return (
    <Box aria-labelledby={titleId}>
      {code !== undefined && <Code>{code}</Code>}
      <Title id={titleId}>{title}</Title>
      {message && <Message>{message}</Message>}
      {action && <div>{action}</div>}
    </Box>
  );
}
