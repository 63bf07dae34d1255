import ehh from '@portal/tenant-ehh/tenant.json';
import esg from '@portal/tenant-esg/tenant.json';
import vct from '@portal/tenant-vct/tenant.json';

/** The tenants a story can be seen in, read from their own config so a colour change shows here. */
export const STORY_TENANTS = { esg, vct, ehh } as const;

export type StoryTenantId = keyof typeof STORY_TENANTS;

export function isStoryTenant(value: unknown): value is StoryTenantId {
  return typeof value === 'string' && value in STORY_TENANTS;
}
