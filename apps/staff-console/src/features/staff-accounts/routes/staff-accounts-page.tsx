import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { useQuery } from '@tanstack/react-query';
import { Card } from '@portal/ui/card';
import { QueryState } from '@portal/web-platform/query-state';
import { ScreenTitle } from '../../../components/screen-title.tsx';
import { useStaffSession } from '../../../hooks/use-staff-session.ts';
import { staffAccountsQuery } from '../api/staff-accounts-queries.ts';
import { AccountCard } from '../components/account-card.tsx';
import { AddAccountForm } from '../components/add-account-form.tsx';

const Columns = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space(6)};
  align-items: start;
  @media (min-width: 1100px) {
    grid-template-columns: minmax(0, 2fr) minmax(320px, 1fr);
  }
`;

const List = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  display: grid;
  gap: ${({ theme }) => theme.space(3)};
`;

const SectionTitle = styled.h2`
  margin: 0 0 ${({ theme }) => theme.space(3)};
  font-size: ${({ theme }) => theme.font.size.lg};
`;

/** The manager's list of the hotel's accounts, with adding, changing, disabling and enabling. */
export function StaffAccountsPage() {
  const { t } = useTranslation();
  const { staff } = useStaffSession();
  const accounts = useQuery(staffAccountsQuery);
  return (
    <>
      <ScreenTitle>{t('staff-accounts:title')}</ScreenTitle>
      <Columns>
        <section aria-labelledby="accounts-list-title">
          <SectionTitle id="accounts-list-title">{t('staff-accounts:listTitle')}</SectionTitle>
          <QueryState query={accounts}>
            {(list) => (
              <List>
                {list.map((account) => (
                  <li key={account.id}>
                    <AccountCard account={account} isYou={account.id === staff.id} />
                  </li>
                ))}
              </List>
            )}
          </QueryState>
        </section>
        <Card aria-labelledby="add-account-title">
          <SectionTitle id="add-account-title">{t('staff-accounts:addTitle')}</SectionTitle>
          <AddAccountForm />
        </Card>
      </Columns>
    </>
  );
}
