import { useTranslation } from 'react-i18next';
import { Link, useParams, useSearchParams } from 'react-router';
import styled from 'styled-components';
import { useQuery } from '@tanstack/react-query';
import { EmptyState } from '@portal/ui/empty-state';
import { FilterTabs } from '@portal/ui/filter-tabs';
import { FeedStateBadge } from '../../../components/feed-state-badge.tsx';
import { Muted, PanelTitle } from '../../../components/panel.ts';
import { QueryState } from '@portal/web-platform/query-state';
import { ScreenTitle } from '../../../components/screen-title.tsx';
import { SoundSwitch } from '../../../components/sound-switch.tsx';
import { inboxQuery, threadQuery, type InboxFilter } from '../api/inbox-queries.ts';
import { useInboxFeedState } from '../api/use-inbox-feed-state.ts';
import { NotificationSwitch } from '../components/notification-switch.tsx';
import { ThreadLine } from '../components/thread-line.tsx';
import { ThreadView } from '../components/thread-view.tsx';
import { useInboxSoundSwitch } from '../lib/inbox-sound-switch.ts';

const TWO_COLUMNS = '@media (min-width: 1100px)';
const FILTERS: readonly InboxFilter[] = ['open', 'done', 'all'];

const Bar = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space(3)};
  margin-bottom: ${({ theme }) => theme.space(4)};
`;

const Columns = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space(4)};
  align-items: start;
  ${TWO_COLUMNS} {
    grid-template-columns: minmax(260px, 24rem) minmax(0, 1fr);
  }
`;

/** The threads; on a phone or tablet hidden while a thread is open (Back brings them). */
const ThreadsColumn = styled.section<{ $threadOpen: boolean }>`
  display: ${({ $threadOpen }) => ($threadOpen ? 'none' : 'flex')};
  flex-direction: column;
  gap: ${({ theme }) => theme.space(3)};
  min-width: 0;
  ${TWO_COLUMNS} {
    display: flex;
  }
`;

/** The open thread; on a phone or tablet only once one is open (the hint is for the empty column). */
const ThreadColumn = styled.div<{ $threadOpen: boolean }>`
  display: ${({ $threadOpen }) => ($threadOpen ? 'flex' : 'none')};
  flex-direction: column;
  gap: ${({ theme }) => theme.space(3)};
  min-width: 0;
  ${TWO_COLUMNS} {
    display: flex;
  }
`;

const BackLink = styled(Link)`
  display: inline-flex;
  align-items: center;
  min-height: ${({ theme }) => theme.touchTarget};
  color: ${({ theme }) => theme.color.link};
  ${TWO_COLUMNS} {
    display: none;
  }
`;

const List = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space(2)};
`;

function filterOf(value: string | null): InboxFilter {
  return FILTERS.find((filter) => filter === value) ?? 'open';
}

/** The conversation with the hotel's guests: threads newest first, the open one with its reply. */
export function InboxPage() {
  const { t } = useTranslation();
  const { threadId } = useParams();
  const [search, setSearch] = useSearchParams();
  const filter = filterOf(search.get('state'));
  const inbox = useQuery(inboxQuery(filter));
  const feed = useInboxFeedState();
  const openId = threadId === undefined ? undefined : Number(threadId);
  const queryString = search.toString() ? `?${search.toString()}` : '';

  return (
    <>
      <ScreenTitle>{t('inbox:title')}</ScreenTitle>
      <Bar>
        <FeedStateBadge state={feed} />
        <SoundSwitch
          useSwitch={useInboxSoundSwitch}
          label={t('inbox:sound.label')}
          onHint={t('inbox:sound.onHint')}
          offHint={t('inbox:sound.offHint')}
        />
        <NotificationSwitch />
      </Bar>
      <Columns>
        <ThreadsColumn $threadOpen={openId !== undefined} aria-labelledby="inbox-threads-title">
          <PanelTitle id="inbox-threads-title">{t('inbox:threads.title')}</PanelTitle>
          <FilterTabs
            label={t('inbox:filter.label')}
            value={filter}
            controls="inbox-thread-list"
            options={FILTERS.map((value) => ({ value, label: t(`inbox:filter.${value}`) }))}
            onChange={(value) => setSearch({ state: value }, { replace: true })}
          />
          <div id="inbox-thread-list">
            <QueryState query={inbox}>
              {({ threads }) =>
                threads.length === 0 ? (
                  <EmptyState icon="check" title={t(`inbox:threads.none.${filter}`)} />
                ) : (
                  <List>
                    {threads.map((thread) => (
                      <li key={thread.id}>
                        <ThreadLine thread={thread} search={queryString} />
                      </li>
                    ))}
                  </List>
                )
              }
            </QueryState>
          </div>
        </ThreadsColumn>
        <ThreadColumn $threadOpen={openId !== undefined}>
          {openId === undefined ? (
            <Muted>{t('inbox:thread.choose')}</Muted>
          ) : (
            <>
              <BackLink to={{ pathname: '/inbox', search: queryString }}>
                {t('inbox:thread.back')}
              </BackLink>
              <OpenThread id={openId} />
            </>
          )}
        </ThreadColumn>
      </Columns>
    </>
  );
}

function OpenThread({ id }: { id: number }) {
  const thread = useQuery(threadQuery(id));
  return (
    <QueryState query={thread}>
      {({ thread: opened, messages }) => <ThreadView thread={opened} messages={messages} />}
    </QueryState>
  );
}
