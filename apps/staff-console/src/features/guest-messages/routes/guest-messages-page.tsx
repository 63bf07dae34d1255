import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { ScreenTitle } from '../../../components/screen-title.tsx';
import { DayMessages } from '../components/day-messages.tsx';
import { MessageSettingsPanel } from '../components/message-settings-form.tsx';

const Columns = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space(4)};
  align-items: start;
  /* The day's messages beside the settings on a desk; one under the other on a tablet or phone. */
  @media (min-width: 1200px) {
    grid-template-columns: minmax(0, 3fr) minmax(0, 2fr);
  }
`;

/** The manager's screen of the hotel's e-mails to guests: a day's messages and the settings. */
export function GuestMessagesPage() {
  const { t } = useTranslation();
  return (
    <>
      <ScreenTitle>{t('guest-messages:title')}</ScreenTitle>
      <Columns>
        <DayMessages />
        <MessageSettingsPanel />
      </Columns>
    </>
  );
}
