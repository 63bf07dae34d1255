/** The hotel's things a guest browses: the same shape for every hotel, some of it local. */

export interface Text {
  en: string;
  vi: string;
}

export interface DemoMenuCategory {
  name: Text;
  items: {
    name: Text;
    description: Text;
    price: number;
    image: string;
    vatPercent?: 8 | 10;
    available?: boolean;
  }[];
}

export interface DemoProgram {
  title: Text;
  summary: Text;
  description: Text;
  location: Text;
  image: string;
  dayOffset: number;
  startTime: string;
  durationMinutes: number;
  price: number;
  capacity: number;
  /** Seats taken at the front desk; equal to capacity makes it fully booked. */
  seatsHeld: number;
}

export interface DemoLocalTip {
  title: Text;
  category: Text;
  summary: Text;
  description: Text;
  address: string;
  distance: Text;
  image: string;
  likes: number;
}

export interface DemoActivity {
  name: Text;
  description: Text;
  location: Text;
  image: string;
  opensAt: string;
  closesAt: string;
  openDays: string;
}

export interface DemoOffer {
  title: Text;
  summary: Text;
  description: Text;
  terms: Text;
  image: string;
  fromOffset: number;
  toOffset: number;
  price: number | null;
  discountPercent: number | null;
}

export const DEMO_MENU: DemoMenuCategory[] = [
  {
    name: { en: 'Breakfast', vi: 'Bữa sáng' },
    items: [
      {
        name: { en: 'Beef pho', vi: 'Phở bò' },
        description: {
          en: 'Rice noodle soup with sliced beef, herbs and a slow-simmered broth.',
          vi: 'Phở bò tái với rau thơm và nước dùng hầm nhiều giờ.',
        },
        price: 125_000,
        image: 'pho-bo',
      },
      {
        name: { en: 'Banh mi with grilled pork', vi: 'Bánh mì thịt nướng' },
        description: {
          en: 'Crisp baguette, grilled pork, pickled vegetables, coriander and chilli.',
          vi: 'Bánh mì giòn, thịt nướng, đồ chua, ngò và ớt.',
        },
        price: 85_000,
        image: 'banh-mi',
      },
    ],
  },
  {
    name: { en: 'Vietnamese classics', vi: 'Món Việt truyền thống' },
    items: [
      {
        name: { en: 'Broken rice with pork chop', vi: 'Cơm tấm sườn' },
        description: {
          en: 'Grilled pork chop on broken rice with egg meatloaf and fish sauce.',
          vi: 'Sườn nướng với cơm tấm, chả trứng và nước mắm.',
        },
        price: 145_000,
        image: 'com-tam',
      },
      {
        name: { en: 'Fresh spring rolls', vi: 'Gỏi cuốn' },
        description: {
          en: 'Rice paper rolls with shrimp, pork, vermicelli and peanut sauce.',
          vi: 'Gỏi cuốn tôm thịt, bún tươi và nước chấm đậu phộng.',
        },
        price: 95_000,
        image: 'goi-cuon',
      },
      {
        name: { en: 'Caramelised fish in clay pot', vi: 'Cá kho tộ' },
        description: {
          en: 'Catfish braised in caramel and pepper, served with steamed rice.',
          vi: 'Cá kho tộ tiêu, dùng với cơm trắng.',
        },
        price: 185_000,
        image: 'ca-kho-to',
        available: false,
      },
    ],
  },
  {
    name: { en: 'International', vi: 'Món Âu' },
    items: [
      {
        name: { en: 'Club sandwich', vi: 'Bánh mì kẹp club' },
        description: {
          en: 'Chicken, bacon, egg, lettuce and tomato, with French fries.',
          vi: 'Gà, thịt xông khói, trứng, xà lách và cà chua, kèm khoai tây chiên.',
        },
        price: 195_000,
        image: 'club-sandwich',
      },
      {
        name: { en: 'Margherita pizza', vi: 'Pizza Margherita' },
        description: {
          en: 'Tomato, mozzarella and basil on a thin crust.',
          vi: 'Cà chua, phô mai mozzarella và húng quế trên đế mỏng.',
        },
        price: 230_000,
        image: 'pizza',
      },
    ],
  },
  {
    name: { en: 'Desserts', vi: 'Tráng miệng' },
    items: [
      {
        name: { en: 'Fresh tropical fruit', vi: 'Trái cây nhiệt đới' },
        description: {
          en: 'Mango, dragon fruit, pineapple and watermelon.',
          vi: 'Xoài, thanh long, thơm và dưa hấu.',
        },
        price: 90_000,
        image: 'fruit-plate',
      },
    ],
  },
  {
    name: { en: 'Drinks', vi: 'Đồ uống' },
    items: [
      {
        name: { en: 'Vietnamese iced coffee', vi: 'Cà phê sữa đá' },
        description: {
          en: 'Strong drip coffee with condensed milk over ice.',
          vi: 'Cà phê phin đậm với sữa đặc và đá.',
        },
        price: 65_000,
        image: 'ca-phe-sua-da',
      },
      {
        name: { en: 'Local craft beer', vi: 'Bia thủ công địa phương' },
        description: {
          en: 'A cold pale ale brewed in Vietnam (330 ml).',
          vi: 'Bia pale ale ủ tại Việt Nam, ướp lạnh (330 ml).',
        },
        price: 110_000,
        image: 'craft-beer',
        vatPercent: 10,
      },
    ],
  },
];

const CITY: Record<string, { en: string; vi: string }> = {
  ESG: { en: 'Saigon', vi: 'Sài Gòn' },
  VCT: { en: 'Hanoi', vi: 'Hà Nội' },
  EHH: { en: 'Hoi An', vi: 'Hội An' },
};

export function demoPrograms(hotelCode: string): DemoProgram[] {
  const city = CITY[hotelCode] ?? { en: 'the city', vi: 'thành phố' };
  return [
    {
      title: { en: 'Vietnamese cooking class', vi: 'Lớp học nấu ăn Việt Nam' },
      summary: {
        en: 'Market visit and three classic dishes with our chef.',
        vi: 'Đi chợ và nấu ba món truyền thống cùng bếp trưởng.',
      },
      description: {
        en: 'Shop for herbs at the local market with our chef, then cook fresh spring rolls, a noodle soup and a dessert. Lunch included.',
        vi: 'Cùng bếp trưởng đi chợ chọn rau thơm, sau đó nấu gỏi cuốn, một món nước và một món tráng miệng. Bao gồm bữa trưa.',
      },
      location: { en: 'Hotel kitchen studio', vi: 'Bếp studio của khách sạn' },
      image: 'cooking-class',
      dayOffset: 1,
      startTime: '09:00',
      durationMinutes: 180,
      price: 650_000,
      capacity: 10,
      seatsHeld: 3,
    },
    {
      title: { en: `${city.en} by night food tour`, vi: `Ẩm thực đêm ${city.vi}` },
      summary: {
        en: 'Street food with a local guide, on foot.',
        vi: 'Thưởng thức món đường phố cùng hướng dẫn viên địa phương.',
      },
      description: {
        en: 'Six tastings in the lanes locals love, with stories of each dish. Comfortable shoes recommended.',
        vi: 'Sáu điểm ăn trong những con hẻm người địa phương yêu thích, kèm câu chuyện về từng món. Nên mang giày thoải mái.',
      },
      location: { en: 'Meet at the lobby', vi: 'Tập trung tại sảnh' },
      image: 'night-food-tour',
      dayOffset: 1,
      startTime: '18:30',
      durationMinutes: 150,
      price: 890_000,
      capacity: 8,
      seatsHeld: 8,
    },
    {
      title: { en: 'Sunrise yoga', vi: 'Yoga đón bình minh' },
      summary: {
        en: 'A gentle hour of yoga for all levels.',
        vi: 'Một giờ yoga nhẹ nhàng cho mọi trình độ.',
      },
      description: {
        en: 'Start the day with breathing and stretching led by our instructor. Mats and water provided.',
        vi: 'Bắt đầu ngày mới với hít thở và giãn cơ cùng huấn luyện viên. Có sẵn thảm và nước uống.',
      },
      location: { en: 'Rooftop terrace', vi: 'Sân thượng' },
      image: 'sunrise-yoga',
      dayOffset: 2,
      startTime: '06:00',
      durationMinutes: 60,
      price: 0,
      capacity: 15,
      seatsHeld: 2,
    },
    {
      title: { en: 'Lantern making workshop', vi: 'Workshop làm đèn lồng' },
      summary: { en: 'Make a silk lantern to take home.', vi: 'Tự tay làm đèn lồng lụa mang về.' },
      description: {
        en: 'A craftsman shows how bamboo frames and silk become a lantern. Suitable for children from 6 with an adult.',
        vi: 'Nghệ nhân hướng dẫn biến khung tre và lụa thành chiếc đèn lồng. Phù hợp cho trẻ từ 6 tuổi đi cùng người lớn.',
      },
      location: { en: 'Garden pavilion', vi: 'Nhà vườn' },
      image: 'lantern-workshop',
      dayOffset: 3,
      startTime: '15:00',
      durationMinutes: 120,
      price: 350_000,
      capacity: 12,
      seatsHeld: 0,
    },
  ];
}

const CATEGORIES: Record<string, Text> = {
  market: { en: 'Market', vi: 'Chợ' },
  museum: { en: 'Museum', vi: 'Bảo tàng' },
  landmark: { en: 'Landmark', vi: 'Danh thắng' },
  food: { en: 'Food', vi: 'Ẩm thực' },
  walk: { en: 'Walk', vi: 'Dạo bộ' },
  show: { en: 'Show', vi: 'Biểu diễn' },
  beach: { en: 'Beach', vi: 'Biển' },
  village: { en: 'Village', vi: 'Làng quê' },
};

const LOCAL_TIPS: Record<string, DemoLocalTip[]> = {
  ESG: [
    tip(
      'Ben Thanh Market',
      'Chợ Bến Thành',
      'market',
      'Lê Lợi, Bến Thành, Quận 1',
      0.8,
      'ben-thanh-market',
      124,
      'The city’s best-known market: fabrics, coffee and a food hall.',
      'Khu chợ nổi tiếng nhất thành phố: vải vóc, cà phê và khu ẩm thực.',
    ),
    tip(
      'War Remnants Museum',
      'Bảo tàng Chứng tích Chiến tranh',
      'museum',
      '28 Võ Văn Tần, Quận 3',
      1.6,
      'war-remnants-museum',
      88,
      'A moving look at the history of the war.',
      'Góc nhìn sâu sắc về lịch sử chiến tranh.',
    ),
    tip(
      'Saigon Central Post Office',
      'Bưu điện Trung tâm Sài Gòn',
      'landmark',
      '2 Công xã Paris, Bến Nghé, Quận 1',
      1.1,
      'post-office',
      97,
      'French colonial hall with painted maps, next to the cathedral.',
      'Công trình kiến trúc Pháp với những bản đồ vẽ tay, cạnh Nhà thờ Đức Bà.',
    ),
    tip(
      'Banh Xeo 46A',
      'Bánh Xèo 46A',
      'food',
      '46A Đinh Công Tráng, Quận 1',
      2.3,
      'banh-xeo',
      61,
      'Crisp sizzling pancakes with herbs, a local favourite.',
      'Bánh xèo giòn rụm với rau sống, quán quen của người địa phương.',
    ),
    tip(
      'Nguyen Hue walking street',
      'Phố đi bộ Nguyễn Huệ',
      'walk',
      'Nguyễn Huệ, Quận 1',
      0.5,
      'walking-street',
      45,
      'Evening stroll among fountains, music and street performers.',
      'Dạo bước buổi tối giữa đài phun nước, âm nhạc và nghệ sĩ đường phố.',
    ),
  ],
  VCT: [
    tip(
      'Hoan Kiem Lake',
      'Hồ Hoàn Kiếm',
      'walk',
      'Hoàn Kiếm, Hà Nội',
      0.6,
      'hoan-kiem-lake',
      131,
      'A walk round the lake to the red Huc bridge.',
      'Dạo quanh hồ đến cầu Thê Húc đỏ thắm.',
    ),
    tip(
      'Temple of Literature',
      'Văn Miếu – Quốc Tử Giám',
      'landmark',
      '58 Quốc Tử Giám, Đống Đa',
      2.4,
      'temple-of-literature',
      102,
      'Vietnam’s first university, with peaceful courtyards.',
      'Trường đại học đầu tiên của Việt Nam với những sân vườn yên bình.',
    ),
    tip(
      'Old Quarter street food',
      'Ẩm thực phố cổ',
      'food',
      'Phố cổ Hà Nội',
      0.9,
      'old-quarter-food',
      77,
      'Bun cha, egg coffee and more in 36 streets.',
      'Bún chả, cà phê trứng và nhiều món khác trong 36 phố phường.',
    ),
    tip(
      'Thang Long Water Puppet Theatre',
      'Nhà hát Múa rối nước Thăng Long',
      'show',
      '57B Đinh Tiên Hoàng, Hoàn Kiếm',
      0.7,
      'water-puppets',
      69,
      'Traditional puppetry on water with live music.',
      'Múa rối nước truyền thống với nhạc sống.',
    ),
    tip(
      'Long Bien Bridge',
      'Cầu Long Biên',
      'landmark',
      'Long Biên, Hà Nội',
      1.8,
      'long-bien-bridge',
      40,
      'Historic steel bridge, best at sunset.',
      'Cây cầu thép lịch sử, đẹp nhất lúc hoàng hôn.',
    ),
  ],
  EHH: [
    tip(
      'Japanese Covered Bridge',
      'Chùa Cầu',
      'landmark',
      'Nguyễn Thị Minh Khai, Hội An',
      0.4,
      'covered-bridge',
      140,
      'The 17th-century symbol of the old town.',
      'Biểu tượng thế kỷ 17 của phố cổ.',
    ),
    tip(
      'An Bang Beach',
      'Biển An Bàng',
      'beach',
      'An Bàng, Cẩm An, Hội An',
      4.5,
      'an-bang-beach',
      93,
      'Relaxed beach with seafood shacks, a short bike ride away.',
      'Bãi biển yên bình với quán hải sản, chỉ một đoạn đạp xe.',
    ),
    tip(
      'Hoi An Night Market',
      'Chợ đêm Hội An',
      'market',
      'Nguyễn Hoàng, Hội An',
      0.6,
      'night-market',
      85,
      'Lanterns, snacks and crafts across the river.',
      'Đèn lồng, quà vặt và đồ thủ công bên kia sông.',
    ),
    tip(
      'Tra Que Vegetable Village',
      'Làng rau Trà Quế',
      'village',
      'Cẩm Hà, Hội An',
      3.2,
      'tra-que-village',
      52,
      'Organic herb gardens; try a farming lesson.',
      'Vườn rau hữu cơ; thử một buổi làm nông.',
    ),
    tip(
      'Banh Mi Phuong',
      'Bánh mì Phượng',
      'food',
      '2B Phan Châu Trinh, Hội An',
      0.5,
      'banh-mi-phuong',
      118,
      'The famous banh mi shop, worth the queue.',
      'Tiệm bánh mì nổi tiếng, đáng để xếp hàng.',
    ),
  ],
};

function tip(
  titleEn: string,
  titleVi: string,
  category: string,
  address: string,
  km: number,
  image: string,
  likes: number,
  summaryEn: string,
  summaryVi: string,
): DemoLocalTip {
  const minutes = Math.round(km * 12);
  return {
    title: { en: titleEn, vi: titleVi },
    category: CATEGORIES[category] ?? { en: category, vi: category },
    summary: { en: summaryEn, vi: summaryVi },
    description: {
      en: `${summaryEn} Ask the front desk for directions or a taxi.`,
      vi: `${summaryVi} Hãy hỏi lễ tân để được chỉ đường hoặc gọi taxi.`,
    },
    address,
    distance: {
      en: `${km} km · about ${minutes} min on foot`,
      vi: `${km} km · khoảng ${minutes} phút đi bộ`,
    },
    image,
    likes,
  };
}

export function demoLocalTips(hotelCode: string): DemoLocalTip[] {
  return LOCAL_TIPS[hotelCode] ?? LOCAL_TIPS.ESG ?? [];
}

export const DEMO_ACTIVITIES: DemoActivity[] = [
  {
    name: { en: 'Swimming pool', vi: 'Hồ bơi' },
    description: {
      en: 'Outdoor pool with loungers and towels.',
      vi: 'Hồ bơi ngoài trời có ghế nằm và khăn tắm.',
    },
    location: { en: 'Level 5', vi: 'Tầng 5' },
    image: 'swimming-pool',
    opensAt: '06:00',
    closesAt: '20:00',
    openDays: 'mon,tue,wed,thu,fri,sat,sun',
  },
  {
    name: { en: 'Fitness centre', vi: 'Phòng tập thể hình' },
    description: { en: 'Cardio and weights, open early.', vi: 'Máy chạy bộ và tạ, mở cửa từ sớm.' },
    location: { en: 'Level 4', vi: 'Tầng 4' },
    image: 'fitness-centre',
    opensAt: '05:30',
    closesAt: '22:00',
    openDays: 'mon,tue,wed,thu,fri,sat,sun',
  },
  {
    name: { en: 'Spa treatment', vi: 'Liệu trình spa' },
    description: {
      en: 'Traditional Vietnamese massage, 60 minutes.',
      vi: 'Mát-xa truyền thống Việt Nam, 60 phút.',
    },
    location: { en: 'Lotus Spa, level 3', vi: 'Lotus Spa, tầng 3' },
    image: 'spa',
    opensAt: '10:00',
    closesAt: '21:00',
    openDays: 'mon,tue,wed,thu,fri,sat',
  },
  {
    name: { en: 'Kids club', vi: 'Câu lạc bộ thiếu nhi' },
    description: {
      en: 'Games and crafts for ages 4 to 12.',
      vi: 'Trò chơi và thủ công cho bé từ 4 đến 12 tuổi.',
    },
    location: { en: 'Garden wing', vi: 'Khu vườn' },
    image: 'kids-club',
    opensAt: '09:00',
    closesAt: '17:00',
    openDays: 'sat,sun',
  },
];

export const DEMO_OFFERS: DemoOffer[] = [
  {
    title: { en: 'Stay longer: 3rd night 30% off', vi: 'Ở lâu hơn: giảm 30% đêm thứ 3' },
    summary: { en: 'Extend your stay and save.', vi: 'Kéo dài kỳ nghỉ và tiết kiệm hơn.' },
    description: {
      en: 'Add a night to your stay and the third night is 30% off the best available rate.',
      vi: 'Thêm một đêm vào kỳ nghỉ và đêm thứ ba được giảm 30% so với giá tốt nhất.',
    },
    terms: {
      en: 'Subject to availability. Not combinable with other offers.',
      vi: 'Tùy tình trạng phòng. Không áp dụng cùng ưu đãi khác.',
    },
    image: 'offer-stay-longer',
    fromOffset: -10,
    toOffset: 60,
    price: null,
    discountPercent: 30,
  },
  {
    title: { en: 'Spa for two', vi: 'Spa cho hai người' },
    summary: {
      en: 'Two 90-minute massages and herbal tea.',
      vi: 'Hai liệu trình mát-xa 90 phút và trà thảo mộc.',
    },
    description: {
      en: 'Relax side by side in our couple’s room with a 90-minute massage each, followed by herbal tea.',
      vi: 'Thư giãn cùng nhau trong phòng đôi với liệu trình mát-xa 90 phút cho mỗi người, kèm trà thảo mộc.',
    },
    terms: { en: 'Book one day ahead at the spa.', vi: 'Đặt trước một ngày tại spa.' },
    image: 'offer-spa',
    fromOffset: -5,
    toOffset: 30,
    price: 1_800_000,
    discountPercent: null,
  },
  {
    title: { en: 'Late check-out until 4 pm', vi: 'Trả phòng muộn đến 16:00' },
    summary: {
      en: 'Enjoy your last day without rushing.',
      vi: 'Tận hưởng ngày cuối không vội vã.',
    },
    description: {
      en: 'Keep your room until 4 pm on your departure day for a flat fee.',
      vi: 'Giữ phòng đến 16:00 ngày trả phòng với mức phí cố định.',
    },
    terms: { en: 'Request at least one day ahead.', vi: 'Yêu cầu trước ít nhất một ngày.' },
    image: 'offer-late-checkout',
    fromOffset: 0,
    toOffset: 90,
    price: 500_000,
    discountPercent: null,
  },
];
