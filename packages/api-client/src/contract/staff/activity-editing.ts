import '../zod-setup.ts';
import { z } from 'zod/mini';
import { IdParams, ImageRef, LocalizedText, Ok, TimeOfDay } from '../common.ts';
import { Weekday } from '../activities.ts';
import { defineRoute } from '../route.ts';
import { bothLanguages, PictureName } from './hotel-content.ts';

// The concierge's activities (the spa, the pool, the kids club): edited like the local tips, in
// both languages with a picture, their open hours and days.

export const StaffActivity = z.object({
  id: z.int(),
  name: LocalizedText,
  description: LocalizedText,
  location: LocalizedText,
  picture: PictureName,
  image: ImageRef,
  opensAt: TimeOfDay,
  closesAt: TimeOfDay,
  /** The weekdays it is open, Monday first. */
  openDays: z.array(Weekday),
});
export type StaffActivity = z.infer<typeof StaffActivity>;

export const StaffActivityList = z.object({ activities: z.array(StaffActivity) });

export const ActivityInput = z
  .strictObject({
    name: bothLanguages('name'),
    description: bothLanguages('description'),
    location: bothLanguages('location'),
    picture: PictureName,
    opensAt: TimeOfDay,
    closesAt: TimeOfDay,
    openDays: z.array(Weekday).check(z.minLength(1), z.maxLength(7)),
  })
  .check(
    z.refine((input) => input.closesAt > input.opensAt, {
      message: 'It must close after it opens',
      path: ['closesAt'],
    }),
  );
export type ActivityInput = z.input<typeof ActivityInput>;

export const activityEditingRoutes = {
  listStaffActivities: defineRoute({
    method: 'GET',
    path: '/staff/activities',
    tag: 'Concierge',
    summary: "The hotel's activities in the guests' order",
    auth: false,
    staffRoles: ['concierge'],
    response: StaffActivityList,
  }),
  addActivity: defineRoute({
    method: 'POST',
    path: '/staff/activities',
    tag: 'Concierge',
    summary: 'Add an activity at the end of the list',
    auth: false,
    staffRoles: ['concierge'],
    body: ActivityInput,
    response: StaffActivity,
    successStatus: 201,
    errors: ['UNKNOWN_PICTURE'],
  }),
  changeActivity: defineRoute({
    method: 'PUT',
    path: '/staff/activities/:id',
    tag: 'Concierge',
    summary: 'Change an activity',
    auth: false,
    staffRoles: ['concierge'],
    params: IdParams,
    body: ActivityInput,
    response: StaffActivity,
    errors: ['UNKNOWN_PICTURE'],
  }),
  removeActivity: defineRoute({
    method: 'DELETE',
    path: '/staff/activities/:id',
    tag: 'Concierge',
    summary: "Remove an activity, with the guests' plans of it",
    auth: false,
    staffRoles: ['concierge'],
    params: IdParams,
    response: Ok,
  }),
} as const;
