import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { useQuery } from '@tanstack/react-query';
import type { Activity } from '@portal/api-client/contract/activities';
import { remainingStayDates } from '../../../lib/hotel-calendar.ts';
import { Button } from '@portal/ui/button';
import { Card } from '@portal/ui/card';
import { ConfirmDialog } from '@portal/ui/confirm-dialog';
import { ALL_DAYS } from '@portal/ui/day-picker';
import { EmptyState } from '@portal/ui/empty-state';
import { ProgramCard } from '@portal/ui/program-card';
import { Stack } from '@portal/ui/stack';
import { DeferredQueryState } from '@portal/web-platform/query-state';
import { PageTitle, SectionTitle } from '../../../components/section-title.tsx';
import { useGuestProfile } from '../../../hooks/use-guest-profile.ts';
import { useHotelToday } from '../../../hooks/use-hotel-today.ts';
import { hotelActivitiesQuery, myActivitiesQuery } from '../api/activity-queries.ts';
import { useAddActivity } from '../api/use-add-activity.ts';
import { openDates } from '../activity-rules.ts';
import { AddActivitySheet } from '../components/add-activity-sheet.tsx';
import { PlannedActivities } from '../components/planned-activities.tsx';
import { useActivityFormat } from '../use-activity-format.ts';

const Intro = styled.p`
  margin: 0;
`;

/** /my-activities: the guest's plan by day, and the hotel's activities to add to it. */
export function MyActivitiesPage() {
  const { t } = useTranslation('activities');
  const format = useActivityFormat();
  const { profile } = useGuestProfile();
  const mine = useQuery(myActivitiesQuery);
  const hotel = useQuery(hotelActivitiesQuery);
  const adding = useAddActivity(mine.data?.myActivities ?? []);
  const [chosen, setChosen] = useState<Activity | null>(null);
  const [refusal, setRefusal] = useState<string | null>(null);
  const { arrivalDate, departureDate } = profile.reservation;
  const remaining = remainingStayDates({ arrivalDate, departureDate }, useHotelToday());

  async function add(activity: Activity, dates: string[], choice: string) {
    const allDays = choice === ALL_DAYS;
    const outcome = await adding.add(
      activity,
      allDays ? (dates[0] ?? '') : choice,
      allDays ? 'remaining-days' : 'day',
    );
    if (outcome.kind === 'refused') setRefusal(outcome.message);
    else setChosen(null);
  }

  const asking = adding.asking;
  return (
    <Stack>
      <Card>
        <Stack $gap={2}>
          <PageTitle>{t('title')}</PageTitle>
          <Intro>{t('intro')}</Intro>
        </Stack>
      </Card>
      <Card aria-labelledby="planned-title">
        <SectionTitle id="planned-title">{t('mine')}</SectionTitle>
        <DeferredQueryState query={mine} skeleton={{ lines: 3 }}>
          {(plan) => <PlannedActivities mine={plan.myActivities} />}
        </DeferredQueryState>
      </Card>
      <section aria-labelledby="hotel-activities-title">
        <Stack $gap={3}>
          <SectionTitle id="hotel-activities-title">{t('hotelActivities')}</SectionTitle>
          <DeferredQueryState query={hotel} skeleton={{ variant: 'block' }}>
            {({ activities }) =>
              activities.length === 0 ? (
                <Card>
                  <EmptyState title={t('noHotelActivities')} icon="calendar" />
                </Card>
              ) : (
                activities.map((activity) => {
                  const name = format.text(activity.name);
                  return (
                    <ProgramCard
                      key={activity.id}
                      headingLevel={3}
                      title={name}
                      image={{
                        src: activity.image.url,
                        alt: '',
                        width: activity.image.width,
                        height: activity.image.height,
                      }}
                      schedule={format.schedule(activity)}
                      location={format.text(activity.location)}
                      description={format.text(activity.description)}
                      actions={
                        <Button
                          variant="secondary"
                          aria-label={t('addNamed', { name })}
                          onClick={() => {
                            setRefusal(null);
                            setChosen(activity);
                          }}
                        >
                          {t('add')}
                        </Button>
                      }
                    />
                  );
                })
              )
            }
          </DeferredQueryState>
        </Stack>
      </section>
      {chosen && (
        <AddActivitySheet
          activity={chosen}
          dates={openDates(chosen, remaining)}
          pending={adding.pending}
          refusal={refusal}
          onAdd={(choice) => void add(chosen, openDates(chosen, remaining), choice)}
          onClose={() => setChosen(null)}
        />
      )}
      <ConfirmDialog
        open={asking !== null}
        title={t('alreadyTitle')}
        message={
          asking &&
          t('alreadyMessage', {
            name: format.text(asking.activity.name),
            date: format.longDate(asking.date),
          })
        }
        agreeLabel={t('alreadyAgree')}
        disagreeLabel={t('alreadyDisagree')}
        busy={adding.pending}
        onAgree={() => void adding.addToRemainingDays()}
        onDisagree={adding.dismiss}
      />
    </Stack>
  );
}
