/** The keys of the concierge's reads; a save reads its whole list again. */
export const conciergeKeys = {
  programs: ['concierge', 'programs'],
  localTips: ['concierge', 'local-tips'],
  offers: ['concierge', 'offers'],
  activities: ['concierge', 'activities'],
} as const;
