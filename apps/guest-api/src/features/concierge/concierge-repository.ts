import type { Database } from '../../db/database.ts';
import {
  createSqliteLocalTipEditingRepository,
  type LocalTipEditingRepository,
} from './local-tip-editing.ts';
import {
  createSqliteOfferEditingRepository,
  type OfferEditingRepository,
} from './offer-editing.ts';
import {
  createSqliteProgramSessionsRepository,
  type ProgramSessionsRepository,
} from './program-sessions.ts';

/** What the concierge edits: program sessions, local tips and special offers. */
export interface ConciergeRepository {
  programs: ProgramSessionsRepository;
  localTips: LocalTipEditingRepository;
  offers: OfferEditingRepository;
}

export function createSqliteConciergeRepository(db: Database): ConciergeRepository {
  return {
    programs: createSqliteProgramSessionsRepository(db),
    localTips: createSqliteLocalTipEditingRepository(db),
    offers: createSqliteOfferEditingRepository(db),
  };
}
