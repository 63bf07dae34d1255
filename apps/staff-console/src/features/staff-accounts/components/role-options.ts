import type { TFunction } from 'i18next';
import { STAFF_ROLES } from '@portal/api-client/rules/staff-roles';
import type { SelectOption } from '@portal/ui/select-field';

/** Every role, named in the reader's language. */
export function roleOptions(t: TFunction): SelectOption[] {
  return STAFF_ROLES.map((role) => ({ value: role, label: t(`roles.${role}`) }));
}
