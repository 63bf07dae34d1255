import type { Store } from '../../db/store.ts';
import {
  createLocalTipEditingRepository,
  type LocalTipEditingRepository,
} from './local-tip-editing.ts';
import { createOfferEditingRepository, type OfferEditingRepository } from './offer-editing.ts';
import {
  createProgramSessionsRepository,
  type ProgramSessionsRepository,
} from './program-sessions.ts';

/** What the concierge edits: program sessions, local tips and special offers. */
export interface ConciergeRepository {
  programs: ProgramSessionsRepository;
  localTips: LocalTipEditingRepository;
  offers: OfferEditingRepository;
}

export function createConciergeRepository(store: Store): ConciergeRepository {
  return {
    programs: createProgramSessionsRepository(store),
    localTips: createLocalTipEditingRepository(store),
    offers: createOfferEditingRepository(store),
  };
}
