import type { ReactNode } from 'react';
import styled from 'styled-components';
import { Alert } from '../alert/alert.tsx';
import { Button } from '../button/button.tsx';
import { Icon } from '../icon/icon.tsx';
import { color, font, radius, shadow, space } from '../theme/tokens.ts';

export interface NotificationsOfferCardProps {
  title: ReactNode;
  /** Why the guest would want them, e.g. "We'll tell you when your order is on its way". */
  message: ReactNode;
  turnOnLabel: string;
  notNowLabel: string;
  onTurnOn: () => void;
  onNotNow: () => void;
  /** While the browser asks and the subscription is kept. */
  busy?: boolean;
  /** Why turning them on did not work (the browser refused, the network failed). */
  error?: ReactNode;
  /** The title's level in the screen's outline. */
  headingLevel: 2 | 3 | 4;
}

const Box = styled.section`
  display: grid;
  grid-template-columns: auto 1fr;
  gap: ${space(3)};
  padding: ${space(4)};
  border-radius: ${radius.md};
  background: ${color.surface};
  box-shadow: ${shadow.card};
  text-align: start;
`;

const Badge = styled.div`
  display: grid;
  place-items: center;
  width: 40px;
  height: 40px;
  border-radius: 50%;
  background: ${color.primarySoft};
  color: ${color.primary};
`;

const Body = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${space(2)};
  min-width: 0;
`;

const Title = styled.h2`
  margin: 0;
  font-size: ${font.size.md};
  font-weight: ${font.weight.bold};
  color: ${color.text};
`;

const Message = styled.p`
  margin: 0;
  color: ${color.textMuted};
`;

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${space(2)};
`;

/** A card offering the guest notifications, at a moment that says why; nothing is asked before a tap. */
export function NotificationsOfferCard({
  title,
  message,
  turnOnLabel,
  notNowLabel,
  onTurnOn,
  onNotNow,
  busy = false,
  error,
  headingLevel,
}: NotificationsOfferCardProps) {
  return (
    <Box>
      <Badge aria-hidden="true">
        <Icon name="bell" size={22} />
      </Badge>
      <Body>
        <Title as={`h${headingLevel}`}>{title}</Title>
        <Message>{message}</Message>
        {error && <Alert tone="error">{error}</Alert>}
        <Actions>
          <Button onClick={onTurnOn} loading={busy}>
            {turnOnLabel}
          </Button>
          <Button variant="ghost" onClick={onNotNow} disabled={busy}>
            {notNowLabel}
          </Button>
        </Actions>
      </Body>
    </Box>
  );
}
