import type {
  StaffLocalTip,
  StaffOffer,
  StaffProgram,
} from '@portal/api-client/staff-contract/concierge';

const FRAME = { width: 640, height: 400 };

/** 06:00–07:00 on 26 Nov 2026 at the hotel (UTC+7); 7 of 12 seats left. */
export const YOGA: StaffProgram = {
  id: 1,
  title: { en: 'Sunrise yoga', vi: 'Yoga bình minh' },
  summary: { en: 'Stretch over the river', vi: 'Giãn cơ bên sông' },
  description: { en: 'An hour of gentle yoga.', vi: 'Một giờ yoga nhẹ nhàng.' },
  location: { en: 'Rooftop terrace', vi: 'Sân thượng' },
  picture: 'yoga',
  image: { url: '/api/media/yoga.svg', ...FRAME },
  startsAt: '2026-11-25T23:00:00.000Z',
  endsAt: '2026-11-26T00:00:00.000Z',
  price: 0,
  capacity: 12,
  seatsHeld: 2,
  seatsReserved: 3,
  seatsLeft: 7,
  reservations: [
    {
      id: 11,
      guestName: 'Alex Nguyen',
      reservationNumber: 'ESG-10042',
      roomNumber: '0412',
      seats: 2,
      notes: 'Needs a mat',
      reservedAt: '2026-11-20T08:00:00.000Z',
      reservedBy: null,
      state: 'reserved',
      markedBy: null,
    },
    {
      id: 12,
      guestName: 'Mai Le',
      reservationNumber: 'ESG-10077',
      roomNumber: null,
      seats: 1,
      notes: '',
      reservedAt: '2026-11-21T08:00:00.000Z',
      reservedBy: 'Hoa Do',
      state: 'reserved',
      markedBy: null,
    },
  ],
};

/** Fully booked: 2 held and 6 reserved of 8. */
export const COOKING: StaffProgram = {
  ...YOGA,
  id: 2,
  title: { en: 'Cooking class', vi: 'Lớp nấu ăn' },
  location: { en: 'Kitchen studio', vi: 'Bếp' },
  picture: 'cooking',
  image: { url: '/api/media/cooking.svg', ...FRAME },
  startsAt: '2026-11-26T07:00:00.000Z',
  endsAt: '2026-11-26T09:00:00.000Z',
  price: 450_000,
  capacity: 8,
  seatsHeld: 2,
  seatsReserved: 6,
  seatsLeft: 0,
  reservations: [
    {
      id: 21,
      guestName: 'Sam Tran',
      reservationNumber: 'ESG-10090',
      roomNumber: '0808',
      seats: 6,
      notes: '',
      reservedAt: '2026-11-22T08:00:00.000Z',
      reservedBy: null,
      state: 'attended',
      markedBy: { staffName: 'Hoa Do', at: '2026-11-26T07:10:00.000Z' },
    },
  ],
};

export const NOODLES: StaffLocalTip = {
  id: 5,
  title: { en: 'Pho Hoa', vi: 'Phở Hòa' },
  category: { en: 'Street food', vi: 'Ẩm thực đường phố' },
  summary: { en: 'The best pho nearby', vi: 'Phở ngon gần đây' },
  description: { en: 'Open from 6 am.', vi: 'Mở cửa từ 6 giờ sáng.' },
  address: '260C Pasteur, District 3',
  distance: { en: '800 m', vi: '800 m' },
  picture: 'pho',
  image: { url: '/api/media/pho.svg', ...FRAME },
  likes: 14,
};

export const MARKET: StaffLocalTip = {
  ...NOODLES,
  id: 6,
  title: { en: 'Ben Thanh market', vi: 'Chợ Bến Thành' },
  category: { en: 'Shopping', vi: 'Mua sắm' },
  picture: 'market',
  likes: 1,
};

export const SPA: StaffOffer = {
  id: 8,
  title: { en: 'Spa for two', vi: 'Spa cho hai người' },
  summary: { en: 'Ninety minutes', vi: 'Chín mươi phút' },
  description: { en: 'A massage for two.', vi: 'Mát-xa cho hai người.' },
  terms: { en: 'Book a day ahead.', vi: 'Đặt trước một ngày.' },
  picture: 'spa',
  image: { url: '/api/media/spa.svg', ...FRAME },
  validFrom: '2020-01-01',
  validTo: '2099-12-31',
  price: 1_200_000,
  discountPercent: null,
};

export const NEW_YEAR: StaffOffer = {
  ...SPA,
  id: 9,
  title: { en: 'New Year dinner', vi: 'Bữa tối năm mới' },
  picture: 'dinner',
  validFrom: '2099-01-01',
  validTo: '2099-01-02',
  price: null,
  discountPercent: 20,
};

export const SUMMER: StaffOffer = {
  ...SPA,
  id: 10,
  title: { en: 'Summer stay', vi: 'Kỳ nghỉ hè' },
  picture: 'summer',
  validFrom: '2020-06-01',
  validTo: '2020-08-31',
  price: null,
  discountPercent: 15,
};

/** A picture the fake API took. */
export const UPLOADED = {
  picture: 'up-0123456789abcdef0123456789abcdef',
  image: { url: '/api/media/up-0123456789abcdef0123456789abcdef.webp', ...FRAME },
};

export function pictureFile(): File {
  return new File(['picture'], 'picture.jpg', { type: 'image/jpeg' });
}

/** The texts a field is described by (its hint and its error), as a screen reader reads them. */
export function descriptionOf(field: HTMLElement): string {
  return (field.getAttribute('aria-describedby') ?? '')
    .split(' ')
    .map((id) => (id ? (document.getElementById(id)?.textContent ?? '') : ''))
    .join(' ');
}
