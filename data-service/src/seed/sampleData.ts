import type { ClaimType } from '@/lib/domain/claims';

/** The word lists the demo generator draws from: Nigerian names, addresses, phones on the market. */

export const MALE_FIRST_NAMES = [
  'Chinedu', 'Emeka', 'Tunde', 'Ibrahim', 'Musa', 'Segun', 'Obinna', 'Femi', 'Abdullahi', 'Uche', 'Kelechi',
  'Babatunde', 'Yusuf', 'Adébáyọ̀', 'Ikechukwu', 'Sani', 'Damilare', 'Chukwuemeka', 'Olumide', 'Aliyu',
] as const;

export const FEMALE_FIRST_NAMES = [
  'Ngozi', 'Amaka', 'Funke', 'Aisha', 'Zainab', 'Chioma', 'Bukola', 'Yetunde', 'Halima', 'Ifeoma', 'Blessing',
  'Temitope', 'Nneka', 'Hauwa', 'Folake', 'Adaeze', 'Fúnmiláyọ̀', 'Kemi', 'Amina', 'Chiamaka',
] as const;

export const LAST_NAMES = [
  'Okafor', 'Adeyemi', 'Bello', 'Eze', 'Okonkwo', 'Abubakar', 'Ogunleye', 'Nwosu', 'Ibrahim', 'Balogun', 'Adebayo',
  'Olawale', 'Okoro', 'Danjuma', 'Usman', 'Chukwu', 'Afolabi', 'Mohammed', 'Onyekachi', 'Ogbonna', 'Ahmed-Bello',
  'Adékúnlé', 'Ibidapo', 'Nnamdi', 'Lawal', 'Oyelaran', 'Garba', 'Emenike',
] as const;

/** Street, town and state (one of lib/validation's NIGERIAN_STATES). */
export const ADDRESSES: readonly { street: string; town: string; state: string }[] = [
  { street: 'Allen Avenue', town: 'Ikeja', state: 'Lagos' },
  { street: 'Adeola Odeku Street', town: 'Victoria Island', state: 'Lagos' },
  { street: 'Herbert Macaulay Way', town: 'Yaba', state: 'Lagos' },
  { street: 'Ogui Road', town: 'Enugu', state: 'Enugu' },
  { street: 'Aminu Kano Crescent', town: 'Wuse II, Abuja', state: 'Federal Capital Territory' },
  { street: 'Ring Road', town: 'Ibadan', state: 'Oyo' },
  { street: 'Zoo Road', town: 'Kano', state: 'Kano' },
  { street: 'Aba Road', town: 'Port Harcourt', state: 'Rivers' },
  { street: 'Ahmadu Bello Way', town: 'Kaduna', state: 'Kaduna' },
  { street: 'Sapele Road', town: 'Benin City', state: 'Edo' },
  { street: 'Oba Adesida Road', town: 'Akure', state: 'Ondo' },
  { street: 'Bank Road', town: 'Owerri', state: 'Imo' },
  { street: 'Murtala Mohammed Way', town: 'Jos', state: 'Plateau' },
  { street: 'Marian Road', town: 'Calabar', state: 'Cross River' },
  { street: 'Lalubu Street', town: 'Abeokuta', state: 'Ogun' },
  { street: 'Nnebisi Road', town: 'Asaba', state: 'Delta' },
  { street: 'Ibrahim Taiwo Road', town: 'Ilorin', state: 'Kwara' },
];

/** Two-digit network prefixes after the 0 of Nigerian mobile numbers (70, 80, 81, 90, 91 ranges). */
export const PHONE_PREFIXES = [
  '803', '806', '813', '816', '703', '706', '810', '814', '903', '906', '805', '807', '815', '811', '905', '915',
  '802', '808', '812', '701', '708', '902', '901', '907', '912', '809', '817', '818', '909', '908', '704', '913',
] as const;

/** Phones agents insure, with a typical price in naira. */
export const DEVICE_MODELS: readonly { brand: string; model: string; priceNaira: number }[] = [
  { brand: 'Tecno', model: 'Spark 20', priceNaira: 150_000 },
  { brand: 'Tecno', model: 'Camon 30', priceNaira: 360_000 },
  { brand: 'Tecno', model: 'Pova 6', priceNaira: 280_000 },
  { brand: 'Infinix', model: 'Hot 40i', priceNaira: 135_000 },
  { brand: 'Infinix', model: 'Note 40', priceNaira: 320_000 },
  { brand: 'itel', model: 'A70', priceNaira: 78_000 },
  { brand: 'itel', model: 'P55', priceNaira: 115_000 },
  { brand: 'Samsung', model: 'Galaxy A05', priceNaira: 110_000 },
  { brand: 'Samsung', model: 'Galaxy A15', priceNaira: 225_000 },
  { brand: 'Samsung', model: 'Galaxy A55', priceNaira: 650_000 },
  { brand: 'Samsung', model: 'Galaxy S24 Ultra', priceNaira: 2_150_000 },
  { brand: 'Apple', model: 'iPhone 12', priceNaira: 620_000 },
  { brand: 'Apple', model: 'iPhone 13', priceNaira: 850_000 },
  { brand: 'Apple', model: 'iPhone 15 Pro Max', priceNaira: 2_450_000 },
  { brand: 'Xiaomi', model: 'Redmi Note 13', priceNaira: 290_000 },
  { brand: 'Nokia', model: 'C32', priceNaira: 98_000 },
  { brand: 'Oppo', model: 'A78', priceNaira: 260_000 },
];

export const CLAIM_DESCRIPTIONS: Record<ClaimType, readonly string[]> = {
  SCREEN: [
    'Phone slipped from the customer’s hand at the bus stop and the screen cracked across the top.',
    'Screen shattered after the phone fell face down on a tiled floor; touch no longer works at the bottom.',
    'Display shows green lines and black patches after the phone was sat on.',
  ],
  LIQUID: [
    'Phone fell into a bucket of water while the customer was washing; it will not switch on since.',
    'Customer was caught in heavy rain on a bike; the phone got soaked and the speaker and charging stopped working.',
  ],
  HARDWARE: [
    'Phone no longer charges with any cable; the charging port seems loose. No sign of physical damage.',
    'Phone restarts by itself many times a day and overheats while charging.',
  ],
  THEFT: ['Phone was snatched from the customer’s hand in traffic; reported at the nearest police division the same day.'],
};

/** Police division codes for theft report numbers (NPF/<code>/<year>/<number>). */
export const POLICE_DIVISION_CODES = ['LAG', 'ABJ', 'KAN', 'PHC', 'IBD', 'ENU'] as const;
