import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import styled from 'styled-components';
import { useQuery } from '@tanstack/react-query';
import { Button } from '@portal/ui/button';
import { DateField } from '@portal/ui/date-field';
import { EmptyState } from '@portal/ui/empty-state';
import type { StaffProgram } from '@portal/api-client/staff-contract/concierge';
import { EditorPanel } from '../../../components/editor-panel.tsx';
import { FeedStateBadge } from '../../../components/feed-state-badge.tsx';
import { Actions } from '../../../components/form-parts.ts';
import { QueryState } from '@portal/web-platform/query-state';
import { ScreenTitle } from '../../../components/screen-title.tsx';
import { useEditor } from '../../../hooks/use-editor.ts';
import { programsQuery } from '../api/programs-queries.ts';
import { useProgramsFeed } from '../api/use-programs-feed.ts';
import { List, ListBar, SectionTitle } from '../components/content-parts.ts';
import {
  anotherSessionOf,
  newProgramDraft,
  programDraftOf,
  type ProgramDraft,
} from '../components/program-drafts.ts';
import { ProgramForm } from '../components/program-form.tsx';
import { ProgramSessionCard } from '../components/program-session-card.tsx';
import { formatHotelDate } from '../../../lib/date-time.ts';
import { hotelDateOf, todayAtHotel } from '../lib/hotel-clock.ts';

const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;

const DaySection = styled.section`
  & + & {
    margin-top: ${({ theme }) => theme.space(6)};
  }
`;

/** The sessions by hotel date, in the order the API sends them (soonest first). */
function byHotelDate(programs: StaffProgram[]): [string, StaffProgram[]][] {
  const days = new Map<string, StaffProgram[]>();
  for (const program of programs) {
    const day = hotelDateOf(program.startsAt);
    days.set(day, [...(days.get(day) ?? []), program]);
  }
  return [...days];
}

/** The concierge's program sessions from a hotel date on, with their seats and reservations. */
export function ProgramsPage() {
  const { t, i18n } = useTranslation();
  const [search, setSearch] = useSearchParams();
  const asked = search.get('from');
  const from = asked && ISO_DATE.test(asked) ? asked : null;
  const programs = useQuery(programsQuery(from));
  const editor = useEditor<ProgramDraft>();
  const feed = useProgramsFeed();

  return (
    <>
      <ScreenTitle>{t('concierge:programs.title')}</ScreenTitle>
      <FeedStateBadge state={feed} />
      {editor.editing && (
        <EditorPanel
          title={t(
            editor.editing.id === null ? 'concierge:programs.add' : 'concierge:programs.edit',
          )}
        >
          <ProgramForm draft={editor.editing} onDone={editor.close} />
        </EditorPanel>
      )}
      <div hidden={editor.editing !== null}>
        <ListBar>
          <Actions>
            <DateField
              label={t('concierge:programs.from')}
              value={from ?? todayAtHotel()}
              onChange={(event) => {
                const next = event.currentTarget.value;
                if (ISO_DATE.test(next)) setSearch({ from: next });
              }}
            />
            {from && (
              <Button type="button" variant="secondary" onClick={() => setSearch({})}>
                {t('concierge:programs.today')}
              </Button>
            )}
          </Actions>
          <Button type="button" onClick={() => editor.open(newProgramDraft())}>
            {t('concierge:programs.add')}
          </Button>
        </ListBar>
        <QueryState query={programs}>
          {(list) =>
            list.length === 0 ? (
              <EmptyState
                icon="calendar"
                title={t('concierge:programs.none')}
                message={t('concierge:programs.noneHint')}
              />
            ) : (
              byHotelDate(list).map(([day, sessions]) => (
                <DaySection key={day} aria-labelledby={`programs-${day}`}>
                  <SectionTitle id={`programs-${day}`}>
                    {formatHotelDate(day, i18n.language, 'full')}
                  </SectionTitle>
                  <List>
                    {sessions.map((program) => (
                      <li key={program.id}>
                        <ProgramSessionCard
                          program={program}
                          onEdit={() => editor.open(programDraftOf(program))}
                          onAnotherSession={() => editor.open(anotherSessionOf(program))}
                        />
                      </li>
                    ))}
                  </List>
                </DaySection>
              ))
            )
          }
        </QueryState>
      </div>
    </>
  );
}
