import { useTranslation } from 'react-i18next';
import type { Program } from '@portal/api-client/contract/programs';
import { StatusBadge } from '@portal/ui/status-badge';
import { programAvailability } from '../program-rules.ts';

/** Reserved, attended or missed, fully booked or started; nothing for a program open to reserve. */
export function ProgramBadge({ program }: { program: Program }) {
  const { t } = useTranslation('programs');
  const availability = programAvailability(program);
  if (availability === 'reserved') return <StatusBadge status="Arrived" label={t('reserved')} />;
  if (availability === 'fullyBooked')
    return <StatusBadge status="Unconfirmed" label={t('fullyBooked')} />;
  if (availability === 'attended') return <StatusBadge status="Arrived" label={t('attended')} />;
  if (availability === 'noShow') return <StatusBadge status="Unconfirmed" label={t('noShow')} />;
  if (availability === 'started') return <StatusBadge status="Confirmed" label={t('started')} />;
  return null;
}
