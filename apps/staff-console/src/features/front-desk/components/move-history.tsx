import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import type { ReservationMoveStamp } from '@portal/api-client/staff-contract/front-desk';
import { formatInstant } from '../../../lib/date-time.ts';
import { Muted, Panel, PanelTitle } from './desk-parts.ts';

const Stamps = styled.ol`
  margin: 0;
  padding-left: ${({ theme }) => theme.space(5)};
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space(1)};
  li {
    overflow-wrap: anywhere;
  }
`;

/** Every state change with who made it and when (the API stamps them), oldest first. */
export function MoveHistory({ history }: { history: ReservationMoveStamp[] }) {
  const { t, i18n } = useTranslation();
  return (
    <Panel aria-label={t('front-desk:history.title')}>
      <PanelTitle>{t('front-desk:history.title')}</PanelTitle>
      {history.length === 0 ? (
        <Muted>{t('front-desk:history.none')}</Muted>
      ) : (
        <Stamps>
          {history.map((stamp) => (
            <li key={`${stamp.at}-${stamp.move}`}>
              {t('front-desk:history.stamp', {
                move: t(`front-desk:history.move.${stamp.move}`),
                name: stamp.by,
                at: formatInstant(stamp.at, i18n.language),
              })}
              {stamp.note && ` · ${stamp.note}`}
            </li>
          ))}
        </Stamps>
      )}
    </Panel>
  );
}
