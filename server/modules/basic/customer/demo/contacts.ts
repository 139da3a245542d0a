// Deterministic helpers that give every customer plausible contacts, e-mail domains and tax IDs.

const CONTACTS: Record<string, string[]> = {
  CN: ['王芳', '李娜', '张伟', '陈静', '杨磊', '黄敏', '赵婷', '周杰', '吴霞', '徐强', '孙丽', '马超', '胡晓燕', '郭鹏'],
  TW: ['陳怡君', '林志明', '黃淑芬', '張家豪', '李佩珊', '王建宏', '吳雅婷'],
  HK: ['Karen Wong', 'Alan Chan', 'Winnie Lau', 'Patrick Cheung', 'Joyce Leung'],
  JP: ['佐藤 健', '鈴木 美咲', '高橋 誠', '田中 陽子'],
  EU: ['Julia Fischer', 'Thomas Becker', 'Petra Svobodová', 'Krzysztof Nowak', 'Sabine Keller', 'Lukas Brandt'],
  AM: ['Sarah Mitchell', 'David Nguyen', 'Carlos Ramírez', 'Emily Carter', 'Lucía Hernández'],
  SEA: ['Lim Mei Ling', 'Nurul Aisyah', 'Tran Thi Mai', 'Somchai Prasert', 'Maria Santos', 'Budi Santoso', 'Ong Kah Hock'],
};

const REGION: Record<string, string> = {
  CN: 'CN', TW: 'TW', HK: 'HK', JP: 'JP',
  DE: 'EU', CH: 'EU', CZ: 'EU', PL: 'EU', RO: 'EU',
  US: 'AM', MX: 'AM',
  SG: 'SEA', MY: 'SEA', VN: 'SEA', TH: 'SEA', ID: 'SEA', PH: 'SEA',
};

/** The n-th contact name for a country (wraps around its region's list). */
export function contactFor(country: string, n: number): string {
  const list = CONTACTS[REGION[country] ?? 'AM'];
  return list[n % list.length];
}

const TLD: Record<string, string> = {
  CN: 'com.cn', TW: 'com.tw', HK: 'com.hk', SG: 'com.sg', MY: 'com.my', VN: 'vn', TH: 'co.th', ID: 'co.id', PH: 'ph',
  US: 'com', MX: 'com.mx', DE: 'de', CH: 'ch', CZ: 'cz', PL: 'pl', JP: 'co.jp',
};

/** An e-mail domain made from a customer's English short name, e.g. "Mingda EMS" in CN -> mingda-ems.com.cn. */
export function domainFor(shortName: string, country: string): string {
  const slug = shortName.toLowerCase().normalize('NFD').replace(/[^a-z0-9]+/g, '-').replace(/^-|-$/g, '');
  return `${slug}.${TLD[country] ?? 'com'}`;
}

/** A fixed-width run of digits derived from `n` (stable between runs). */
const digits = (n: number, width: number) =>
  Array.from({ length: width }, (_, i) => (n * 7 + i * 3 + ((n + 1) * (i + 5)) % 11) % 10).join('');

/** A tax ID in the shape used in the customer's country (invented numbers). */
export function taxIdFor(country: string, n: number): string | undefined {
  switch (country) {
    case 'CN': return `91${digits(n, 6)}MA${digits(n * 31, 7)}X`;
    case 'TW': return digits(n * 37, 8);
    case 'HK': return `BR ${digits(n * 13, 8)}`;
    case 'SG': return `2016${digits(n, 5)}K`;
    case 'MY': return `${digits(n * 3, 6)}-W`;
    case 'VN': return `03${digits(n * 17, 8)}`;
    case 'TH': return `0105${digits(n * 19, 9)}`;
    case 'US': return `8${digits(n, 1)}-${digits(n * 23, 7)}`;
    case 'DE': return `DE${digits(n * 29, 9)}`;
    case 'CZ': return `CZ${digits(n * 41, 8)}`;
    case 'PL': return `PL${digits(n * 43, 10)}`;
    case 'JP': return `T${digits(n * 47, 13)}`;
    default: return undefined;
  }
}
