import { addDays } from '@portal/api-client/rules/hotel-calendar';

export interface DemoGuest {
  firstName: string;
  lastName: string;
  email: string;
  isChild?: boolean;
}

export interface DemoReservation {
  /** What the demo shows, printed by `npm start`. */
  story: string;
  number: string;
  status: 'Unconfirmed' | 'Confirmed' | 'Arrived';
  arrivalOffset: number;
  nights: number;
  roomType: string;
  roomNumber: string | null;
  /** Days before arrival the free cancellation ends (negative: already passed). */
  cancellationDaysBefore: number;
  guests: DemoGuest[];
}

/** The same stories in every hotel; numbers carry the hotel code. */
export function demoReservations(hotelCode: string): DemoReservation[] {
  const number = (n: number) => `${hotelCode}${n}`;
  return [
    {
      story: 'Arrived, departs in 3 days (room service, check-out menu)',
      number: number(1001),
      status: 'Arrived',
      arrivalOffset: -2,
      nights: 5,
      roomType: 'Deluxe King',
      roomNumber: '1208',
      cancellationDaysBefore: 1,
      guests: [
        { firstName: 'Minh Anh', lastName: 'Nguyen', email: 'minhanh.nguyen@example.com' },
        { firstName: 'Quang', lastName: 'Tran', email: '' },
      ],
    },
    {
      story: 'Arrived, departs today (check-out)',
      number: number(1002),
      status: 'Arrived',
      arrivalOffset: -3,
      nights: 3,
      roomType: 'Superior Twin',
      roomNumber: '905',
      cancellationDaysBefore: 1,
      guests: [{ firstName: 'Emma', lastName: 'Walker', email: 'emma.walker@example.com' }],
    },
    {
      story: 'Confirmed, arrives in 3 days, no room yet (pre check-in, cancel)',
      number: number(1003),
      status: 'Confirmed',
      arrivalOffset: 3,
      nights: 4,
      roomType: 'Family Suite',
      roomNumber: null,
      cancellationDaysBefore: 1,
      guests: [
        { firstName: 'Lukas', lastName: 'Schmidt', email: 'lukas.schmidt@example.com' },
        { firstName: 'Anna', lastName: 'Schmidt', email: '' },
        { firstName: 'Mia', lastName: 'Schmidt', email: '', isChild: true },
      ],
    },
    {
      story: 'Unconfirmed, arrives in 14 days',
      number: number(1004),
      status: 'Unconfirmed',
      arrivalOffset: 14,
      nights: 2,
      roomType: 'Deluxe King',
      roomNumber: null,
      cancellationDaysBefore: 2,
      guests: [{ firstName: 'Thu Ha', lastName: 'Pham', email: 'thuha.pham@example.com' }],
    },
    {
      story: 'Confirmed, arrives tomorrow, past its cancellation deadline',
      number: number(1005),
      status: 'Confirmed',
      arrivalOffset: 1,
      nights: 2,
      roomType: 'Superior Twin',
      roomNumber: null,
      cancellationDaysBefore: 3,
      guests: [{ firstName: 'David', lastName: 'Miller', email: 'david.miller@example.com' }],
    },
  ];
}

export function arrivalDateOf(reservation: DemoReservation, today: string): string {
  return addDays(today, reservation.arrivalOffset);
}
