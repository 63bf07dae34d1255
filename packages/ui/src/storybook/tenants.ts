import tenants from 'virtual:story-tenants';

/** The hotels a story can be seen in, read from their own config so a colour change shows here. */
export const STORY_TENANTS = tenants;

/** The hotel chosen in the toolbar, or the first one. */
export function storyTenant(id: unknown) {
  const tenant = STORY_TENANTS.find((candidate) => candidate.id === id) ?? STORY_TENANTS[0];
  if (!tenant) throw new Error('No hotel under tenants/: add tenants/<id>/tenant.json');
  return tenant;
}
