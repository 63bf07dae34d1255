import type { Store } from '../../db/store.ts';
import {
  createActivityEditingRepository,
  type ActivityEditingRepository,
} from './activity-editing.ts';
import {
  createLocalTipEditingRepository,
  type LocalTipEditingRepository,
} from './local-tip-editing.ts';
import { createOfferEditingRepository, type OfferEditingRepository } from './offer-editing.ts';
import {
  createProgramSessionsRepository,
  type ProgramSessionsRepository,
} from './program-sessions.ts';

/** What the concierge edits: program sessions, local tips, special offers and activities. */
export interface ConciergeRepository {
  programs: ProgramSessionsRepository;
  localTips: LocalTipEditingRepository;
  offers: OfferEditingRepository;
  activities: ActivityEditingRepository;
}

export function createConciergeRepository(store: Store): ConciergeRepository {
  return {
    programs: createProgramSessionsRepository(store),
    localTips: createLocalTipEditingRepository(store),
    offers: createOfferEditingRepository(store),
    activities: createActivityEditingRepository(store),
  };
}
