import { hotelToday } from '@portal/api-client/rules/hotel-calendar';
import { HttpError } from '../../http/http-error.ts';
import type { StaffHandlers } from '../../http/register-contract.ts';
import type { CheckInRepository } from '../check-in/check-in-repository.ts';
import type { DocumentStore } from '../check-in/document-store.ts';
import type { AuditLogRepository } from '../staff/audit-log-repository.ts';
import type { FrontDeskRepository } from './front-desk-repository.ts';

interface FrontDeskDeps {
  frontDesk: FrontDeskRepository;
  checkIns: CheckInRepository;
  documents: DocumentStore;
  audit: AuditLogRepository;
  now: () => Date;
}

export function frontDeskHandlers({ frontDesk, checkIns, documents, audit, now }: FrontDeskDeps) {
  return {
    listArrivals: async ({ hotel, query }) => {
      const date = query.date ?? hotelToday(hotel.timeZone, now());
      return { date, reservations: await frontDesk.day(hotel.id, 'arrival', date) };
    },
    listDepartures: async ({ hotel, query }) => {
      const date = query.date ?? hotelToday(hotel.timeZone, now());
      return { date, reservations: await frontDesk.day(hotel.id, 'departure', date) };
    },
    getFrontDeskReservation: async ({ hotel, params }) => {
      const reservation = await frontDesk.find(hotel.id, params.id);
      if (!reservation) throw new HttpError('NOT_FOUND');
      const checkIn = await checkIns.find(reservation.id);
      return { ...reservation, ...checkIn };
    },
    getIdentityDocument: async ({ hotel, staff, params, reply }) => {
      const document = await frontDesk.document(hotel.id, params.id);
      if (!document) throw new HttpError('NOT_FOUND');
      const file = await documents.read(document.storedName);
      await audit.record(
        {
          hotelId: hotel.id,
          staff: { id: staff.staff.id, name: staff.staff.name },
          action: 'identity-document-viewed',
          subject: `${document.reservationNumber} document ${document.id}`,
        },
        now(),
      );
      reply.type(document.contentType);
      return file;
    },
  } satisfies Partial<StaffHandlers>;
}
