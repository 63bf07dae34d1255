import { CONTENT_PRICE_MAX } from '@portal/api-client/rules/hotel-content';
import { fieldNameOf } from '../../../lib/field-names.ts';
import { fieldProblem, isBlank, type FieldProblemRules } from '../../../lib/field-problem.ts';
import { formatVnd } from '@portal/ui/format-vnd';

/**
 * How the menu's forms say their fields' problems: a picture and a category have texts of their
 * own, the price says its range in the reader's dong.
 */
export const MENU_FIELD_RULES: FieldProblemRules = {
  fieldOfCode: {
    UNKNOWN_MENU_CATEGORY: 'categoryId',
    UNKNOWN_PICTURE: 'picture',
  },
  refusedKey: 'menu:problems.refused',
  nameOf: (t, path) => fieldNameOf(t, 'menu', path),
  schemaProblem: (t, { error, path, name, value, language }) => {
    if (path === 'picture') return t('menu:problems.picture');
    if (path === 'categoryId') return t('menu:problems.category');
    if (isBlank(value)) return t('validation.missing', { value: name });
    if (path === 'price') {
      return t('menu:problems.price', { max: formatVnd(CONTENT_PRICE_MAX, language) });
    }
    return fieldProblem(t, error, name, value);
  },
};
