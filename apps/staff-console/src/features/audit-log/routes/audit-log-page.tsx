import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { useInfiniteQuery } from '@tanstack/react-query';
import { Button } from '@portal/ui/button';
import { Card } from '@portal/ui/card';
import { EmptyState } from '@portal/ui/empty-state';
import { Stack } from '@portal/ui/stack';
import { QueryState } from '../../../components/query-state.tsx';
import { ScreenTitle } from '../../../components/screen-title.tsx';
import { formatInstant } from '../../../lib/date-time.ts';
import { auditLogQuery } from '../api/audit-log-queries.ts';

const Scroll = styled.div`
  overflow-x: auto;
`;

const Table = styled.table`
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
    td {
      display: flex;
      gap: ${({ theme }) => theme.space(2)};
      padding: ${({ theme }) => theme.space(1)} 0;
      border: 0;
    }
    td::before {
      content: attr(data-label);
      flex: 0 0 40%;
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

/** What the hotel's staff did, newest first (the manager's screen). */
export function AuditLogPage() {
  const { t, i18n } = useTranslation();
  const log = useInfiniteQuery(auditLogQuery);
  return (
    <>
      <ScreenTitle>{t('audit-log:title')}</ScreenTitle>
      <Card>
        <QueryState query={log}>
          {({ pages }) => {
            const entries = pages.flat();
            if (entries.length === 0) return <EmptyState title={t('audit-log:empty')} />;
            return (
              <Stack>
                <Scroll tabIndex={0} aria-label={t('audit-log:title')} role="region">
                  <Table>
                    <thead>
                      <tr>
                        <th scope="col">{t('audit-log:when')}</th>
                        <th scope="col">{t('audit-log:who')}</th>
                        <th scope="col">{t('audit-log:what')}</th>
                        <th scope="col">{t('audit-log:subject')}</th>
                      </tr>
                    </thead>
                    <tbody>
                      {entries.map((entry) => (
                        <tr key={entry.id}>
                          <td data-label={t('audit-log:when')}>
                            {formatInstant(entry.at, i18n.language)}
                          </td>
                          <td data-label={t('audit-log:who')}>
                            {entry.staffId === null
                              ? t('audit-log:notSignedIn', { address: entry.clientAddress ?? '' })
                              : entry.staffName}
                          </td>
                          <td data-label={t('audit-log:what')}>
                            {t(`audit-log:actions.${entry.action}`)}
                          </td>
                          <td data-label={t('audit-log:subject')}>{entry.subject}</td>
                        </tr>
                      ))}
                    </tbody>
                  </Table>
                </Scroll>
                {log.hasNextPage && (
                  <Button
                    type="button"
                    variant="secondary"
                    loading={log.isFetchingNextPage}
                    onClick={() => void log.fetchNextPage()}
                  >
                    {t('audit-log:more')}
                  </Button>
                )}
              </Stack>
            );
          }}
        </QueryState>
      </Card>
    </>
  );
}
