import './zod-setup.ts';
import { z } from 'zod/mini';
import { Id, IdParams, ImageRef, IsoDate, LocalizedText, Ok, TimeOfDay } from './common.ts';
import { WEEKDAYS } from '../rules/weekdays.ts';
import { defineRoute } from './route.ts';

export const Weekday = z.enum(WEEKDAYS);
export type Weekday = z.infer<typeof Weekday>;

export const Activity = z.object({
  id: z.int(),
  name: LocalizedText,
  description: LocalizedText,
  location: LocalizedText,
  image: ImageRef,
  opensAt: TimeOfDay,
  closesAt: TimeOfDay,
  /** The weekdays it is open, Monday first. */
  openDays: z.array(Weekday),
});
export type Activity = z.infer<typeof Activity>;

export const ActivityList = z.object({ activities: z.array(Activity) });

export const MyActivity = z.object({
  id: z.int(),
  date: IsoDate,
  activity: Activity,
});
export type MyActivity = z.infer<typeof MyActivity>;

export const MyActivityList = z.object({
  myActivities: z.array(MyActivity),
  /** The days of the stay from today on, for the day picker. */
  remainingStayDates: z.array(IsoDate),
});

export const ACTIVITY_SCOPES = ['day', 'remaining-days'] as const;
export const ActivityScope = z.enum(ACTIVITY_SCOPES);
export type ActivityScope = z.infer<typeof ActivityScope>;

export const AddMyActivityRequest = z.strictObject({
  activityId: Id,
  date: IsoDate,
  /** 'day': only `date` (409 ACTIVITY_ALREADY_ADDED if it is there); 'remaining-days': `date`
   * and every later day of the stay the activity is open and not added yet. */
  scope: z._default(ActivityScope, 'day'),
});
export type AddMyActivityRequest = z.input<typeof AddMyActivityRequest>;

export const AddedActivities = z.object({ added: z.array(MyActivity) });

export const activityRoutes = {
  listActivities: defineRoute({
    method: 'GET',
    path: '/activities',
    tag: 'Activities',
    summary: "The hotel's activities with their open times and days",
    auth: true,
    response: ActivityList,
  }),
  listMyActivities: defineRoute({
    method: 'GET',
    path: '/my-activities',
    tag: 'Activities',
    summary: "The signed-in guest's activities by day",
    auth: true,
    response: MyActivityList,
  }),
  addMyActivity: defineRoute({
    method: 'POST',
    path: '/my-activities',
    tag: 'Activities',
    summary:
      'Add an activity for one day, or for all remaining days of the stay; a day that already has it answers 409 ACTIVITY_ALREADY_ADDED',
    auth: true,
    body: AddMyActivityRequest,
    response: AddedActivities,
    successStatus: 201,
    errors: [
      'STAY_CHECKED_OUT',
      'ACTIVITY_ALREADY_ADDED',
      'ACTIVITY_OUTSIDE_STAY',
      'ACTIVITY_CLOSED_ON_DAY',
      'RESERVATION_CANCELLED',
    ],
  }),
  removeMyActivity: defineRoute({
    method: 'DELETE',
    path: '/my-activities/:id',
    tag: 'Activities',
    summary: 'Remove one of my activities (one day)',
    auth: true,
    params: IdParams,
    response: Ok,
  }),
} as const;
