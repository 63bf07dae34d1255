import { useTranslation } from 'react-i18next';
import { useInfiniteQuery } from '@tanstack/react-query';
import { Button } from '@portal/ui/button';
import { Card } from '@portal/ui/card';
import { EmptyState } from '@portal/ui/empty-state';
import { Stack } from '@portal/ui/stack';
import { QueryState } from '@portal/web-platform/query-state';
import { LabelledTable, Scroll } from '../../../components/labelled-table.ts';
import { ScreenTitle } from '../../../components/screen-title.tsx';
import { formatInstant } from '../../../lib/date-time.ts';
import { auditLogQuery } from '../api/audit-log-queries.ts';

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
                  <LabelledTable>
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
                  </LabelledTable>
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
