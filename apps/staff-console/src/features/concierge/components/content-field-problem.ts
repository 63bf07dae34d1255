import { fieldNameOf } from '../../../lib/field-names.ts';
import { fieldProblem, isBlank, type FieldProblemRules } from '../../../lib/field-problem.ts';
import { CONTENT_NUMBER_LIMITS } from '@portal/api-client/rules/hotel-content';

const NUMBER_RANGES: Partial<Record<string, { min: number; max: number }>> = CONTENT_NUMBER_LIMITS;

/** The rules across two fields (the contract's refinements), each with its own text. */
const ACROSS_FIELDS = new Set(['endsAt', 'seatsHeld', 'validTo', 'closesAt']);

const TIME_FIELDS = new Set(['opensAt', 'closesAt']);

const WHEN_FIELDS = new Set(['startsAt', 'endsAt', 'validFrom', 'validTo']);

/**
 * How the concierge's forms say their fields' problems: numbers out of range say the range,
 * dates and times their own texts.
 */
export const CONTENT_FIELD_RULES: FieldProblemRules = {
  fieldOfCode: {
    CAPACITY_BELOW_SEATS_TAKEN: 'capacity',
    UNKNOWN_PICTURE: 'picture',
  },
  refusedKey: 'concierge:problem.refused',
  nameOf: (t, path) => fieldNameOf(t, 'concierge', path),
  schemaProblem: (t, { error, path, name, value }) => {
    const [field = path] = path.split('.');
    if (field === 'picture') return t('concierge:problem.picture');
    if (field === 'openDays') return t('concierge:problem.openDays');
    if (isBlank(value)) return t('validation.missing', { value: name });
    if (error.type === 'custom' && ACROSS_FIELDS.has(field)) return t(`concierge:problem.${field}`);
    const range = NUMBER_RANGES[field];
    if (range) return t('concierge:problem.range', range);
    if (WHEN_FIELDS.has(field)) return t('concierge:problem.badDate');
    if (TIME_FIELDS.has(field)) return t('concierge:problem.badTime');
    return fieldProblem(t, error, name, value);
  },
};
