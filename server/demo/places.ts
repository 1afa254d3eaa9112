import type { Rng } from './random.ts';

/** Real neighbourhoods with their approximate centre and PIN code. */
export interface Locality {
  name: string;
  pinCode: string;
  lat: number;
  lng: number;
}

export type NameRegion = 'kannada' | 'tamil' | 'telugu' | 'marathi' | 'gujarati' | 'hindi' | 'punjabi' | 'bengali' | 'malayali';

export interface City {
  name: string;
  state: string;
  /** Share of demo users living here. */
  weight: number;
  /** Where local surnames come from, most likely first; a share of every city comes from anywhere. */
  regions: readonly NameRegion[];
  streets: readonly string[];
  localities: readonly Locality[];
  schools: readonly string[];
  colleges: readonly string[];
}

const loc = (name: string, pinCode: string, lat: number, lng: number): Locality => ({ name, pinCode, lat, lng });

export const CITIES: readonly City[] = [
  {
    name: 'Bengaluru',
    state: 'Karnataka',
    weight: 24,
    regions: ['kannada', 'tamil', 'telugu', 'malayali'],
    streets: ['{nth} Cross Road', '{nth} Main Road', '{nth} Block', '{nth} Cross, {nth} Main'],
    localities: [
      loc('Koramangala', '560034', 12.9352, 77.6245),
      loc('Indiranagar', '560038', 12.9719, 77.6412),
      loc('Jayanagar', '560041', 12.9299, 77.5826),
      loc('HSR Layout', '560102', 12.9116, 77.6474),
      loc('Whitefield', '560066', 12.9698, 77.75),
      loc('Malleshwaram', '560003', 13.0035, 77.571),
      loc('BTM Layout', '560076', 12.9166, 77.6101),
      loc('Basavanagudi', '560004', 12.9422, 77.5737),
      loc('Hebbal', '560024', 13.0358, 77.597),
      loc('Electronic City', '560100', 12.8452, 77.6602),
    ],
    schools: [
      'National Public School', 'Bishop Cotton Boys\' School', 'Kendriya Vidyalaya, Hebbal', 'Delhi Public School, Bangalore East',
      'Bethany High School', 'Sri Kumaran Children\'s Home', 'Baldwin Girls\' High School', 'Vidya Niketan School',
    ],
    colleges: ['Christ University', 'St. Joseph\'s College', 'Mount Carmel College', 'PES University', 'RV College of Engineering'],
  },
  {
    name: 'Delhi',
    state: 'Delhi',
    weight: 16,
    regions: ['hindi', 'punjabi'],
    streets: ['Block {L}', 'Sector {n}', 'Pocket {n}', '{L} Block Market Road'],
    localities: [
      loc('Lajpat Nagar', '110024', 28.5677, 77.2433),
      loc('Karol Bagh', '110005', 28.6519, 77.1909),
      loc('Dwarka', '110075', 28.5921, 77.046),
      loc('Rohini', '110085', 28.7383, 77.0822),
      loc('Saket', '110017', 28.5245, 77.2066),
      loc('Mayur Vihar', '110091', 28.6077, 77.2936),
      loc('Janakpuri', '110058', 28.6219, 77.0878),
      loc('Pitampura', '110034', 28.698, 77.138),
      loc('Greater Kailash', '110048', 28.5482, 77.238),
    ],
    schools: [
      'Delhi Public School, R.K. Puram', 'Kendriya Vidyalaya, Janakpuri', 'Sardar Patel Vidyalaya', 'Springdales School',
      'Bal Bharati Public School', 'Mount Carmel School, Dwarka', 'Sarvodaya Kanya Vidyalaya', 'Salwan Public School',
    ],
    colleges: ['Hansraj College', 'Miranda House', 'Shri Ram College of Commerce', 'Kirori Mal College', 'Delhi Technological University'],
  },
  {
    name: 'Mumbai',
    state: 'Maharashtra',
    weight: 15,
    regions: ['marathi', 'gujarati', 'hindi'],
    streets: ['Link Road', 'S.V. Road', '{nth} Road', 'Station Road', 'Hill Road'],
    localities: [
      loc('Andheri West', '400058', 19.1364, 72.8296),
      loc('Bandra West', '400050', 19.0596, 72.8295),
      loc('Powai', '400076', 19.1176, 72.906),
      loc('Dadar', '400014', 19.0178, 72.8478),
      loc('Borivali West', '400092', 19.2307, 72.8567),
      loc('Chembur', '400071', 19.0522, 72.9005),
      loc('Goregaon East', '400063', 19.1663, 72.8526),
      loc('Malad West', '400064', 19.1874, 72.8484),
      loc('Mulund West', '400080', 19.1726, 72.9425),
    ],
    schools: [
      'Don Bosco High School', 'St. Xavier\'s High School', 'Podar International School', 'Kendriya Vidyalaya, Powai',
      'Hiranandani Foundation School', 'Swami Vivekanand International School', 'Jamnabai Narsee School', 'Balmohan Vidyamandir',
    ],
    colleges: ['St. Xavier\'s College', 'Mithibai College', 'Ruia College', 'NM College of Commerce', 'VJTI'],
  },
  {
    name: 'Hyderabad',
    state: 'Telangana',
    weight: 12,
    regions: ['telugu', 'hindi'],
    streets: ['Road No. {n}', 'Lane {n}', 'Main Road', '{nth} Phase'],
    localities: [
      loc('Banjara Hills', '500034', 17.4156, 78.4347),
      loc('Jubilee Hills', '500033', 17.4326, 78.4071),
      loc('Madhapur', '500081', 17.4483, 78.3915),
      loc('Gachibowli', '500032', 17.4401, 78.3489),
      loc('Kukatpally', '500072', 17.4849, 78.4138),
      loc('Ameerpet', '500016', 17.4375, 78.4482),
      loc('Secunderabad', '500003', 17.4399, 78.4983),
      loc('Dilsukhnagar', '500060', 17.3688, 78.5247),
      loc('Kondapur', '500084', 17.47, 78.3636),
    ],
    schools: [
      'Hyderabad Public School', 'Delhi Public School, Nacharam', 'Sri Chaitanya School', 'Narayana High School',
      'Chirec International School', 'Kendriya Vidyalaya, Picket', 'Oakridge International School', 'Johnson Grammar School',
    ],
    colleges: ['Osmania University', 'St. Francis College for Women', 'Nizam College', 'CBIT', 'Loyola Academy'],
  },
  {
    name: 'Chennai',
    state: 'Tamil Nadu',
    weight: 10,
    regions: ['tamil', 'telugu', 'malayali'],
    streets: ['{nth} Avenue', '{nth} Street', 'Main Road', '{nth} Cross Street'],
    localities: [
      loc('T. Nagar', '600017', 13.0418, 80.2341),
      loc('Adyar', '600020', 13.0012, 80.2565),
      loc('Anna Nagar', '600040', 13.085, 80.2101),
      loc('Velachery', '600042', 12.9815, 80.218),
      loc('Mylapore', '600004', 13.0368, 80.2676),
      loc('Tambaram', '600045', 12.9249, 80.1),
      loc('Porur', '600116', 13.0382, 80.1565),
      loc('Nungambakkam', '600034', 13.0569, 80.2425),
    ],
    schools: [
      'Padma Seshadri Bala Bhavan', 'DAV Boys Senior Secondary School', 'Chettinad Vidyashram', 'Vidya Mandir Senior Secondary School',
      'Sishya School', 'Kendriya Vidyalaya, Ashok Nagar', 'Don Bosco Matriculation School', 'Velammal Matriculation School',
    ],
    colleges: ['Loyola College', 'Madras Christian College', 'Stella Maris College', 'Anna University', 'Presidency College'],
  },
  {
    name: 'Pune',
    state: 'Maharashtra',
    weight: 10,
    regions: ['marathi', 'gujarati', 'hindi'],
    streets: ['Lane {n}', 'FC Road', 'Paud Road', 'Baner Road', 'Nagar Road'],
    localities: [
      loc('Kothrud', '411038', 18.5074, 73.8077),
      loc('Aundh', '411007', 18.559, 73.8077),
      loc('Baner', '411045', 18.559, 73.7868),
      loc('Viman Nagar', '411014', 18.5679, 73.9143),
      loc('Hadapsar', '411028', 18.5089, 73.926),
      loc('Shivajinagar', '411005', 18.5308, 73.8475),
      loc('Kalyani Nagar', '411006', 18.5463, 73.9033),
      loc('Wakad', '411057', 18.599, 73.76),
    ],
    schools: [
      'Loyola High School', 'Bishop\'s School', 'Kendriya Vidyalaya, Ganeshkhind', 'Delhi Public School, Pune',
      'Abhinava Vidyalaya', 'The Orchid School', 'Symbiosis School', 'Dnyan Prabodhini Prashala',
    ],
    colleges: ['Fergusson College', 'Symbiosis College', 'College of Engineering Pune', 'Modern College', 'BMCC'],
  },
  {
    name: 'Kolkata',
    state: 'West Bengal',
    weight: 8,
    regions: ['bengali', 'hindi'],
    streets: ['Lake Road', 'Sarat Bose Road', 'Sector {n}', 'Block {L}', 'Rashbehari Avenue'],
    localities: [
      loc('Salt Lake', '700064', 22.5867, 88.409),
      loc('Ballygunge', '700019', 22.5266, 88.363),
      loc('Park Street', '700016', 22.553, 88.352),
      loc('Behala', '700034', 22.4986, 88.318),
      loc('Garia', '700084', 22.4636, 88.39),
      loc('Dum Dum', '700028', 22.6218, 88.3921),
      loc('New Town', '700156', 22.581, 88.47),
      loc('Tollygunge', '700033', 22.498, 88.346),
    ],
    schools: [
      'South Point School', 'La Martiniere for Boys', 'Patha Bhavan', 'Hindu School', 'Kendriya Vidyalaya, Salt Lake',
      'Delhi Public School, Ruby Park', 'Bidya Bharati Girls\' High School', 'Don Bosco School, Park Circus',
    ],
    colleges: ['Presidency University', 'St. Xavier\'s College, Kolkata', 'Jadavpur University', 'Scottish Church College'],
  },
  {
    name: 'Jaipur',
    state: 'Rajasthan',
    weight: 5,
    regions: ['hindi', 'punjabi', 'gujarati'],
    streets: ['Sector {n}', 'Tonk Road', 'Gopalpura Bypass', 'Sikar Road'],
    localities: [
      loc('Malviya Nagar', '302017', 26.853, 75.815),
      loc('Vaishali Nagar', '302021', 26.911, 75.743),
      loc('Mansarovar', '302020', 26.868, 75.76),
      loc('C-Scheme', '302001', 26.911, 75.804),
      loc('Raja Park', '302004', 26.899, 75.829),
      loc('Jagatpura', '302017', 26.824, 75.864),
      loc('Bapu Nagar', '302015', 26.892, 75.813),
    ],
    schools: [
      'Maharaja Sawai Man Singh Vidyalaya', 'St. Xavier\'s School, Jaipur', 'Subodh Public School', 'Kendriya Vidyalaya, Bajaj Nagar',
      'Neerja Modi School', 'Jayshree Periwal High School', 'Mahaveer Public School',
    ],
    colleges: ['University of Rajasthan', 'Maharani College', 'MNIT Jaipur', 'St. Xavier\'s College, Jaipur'],
  },
];

export function pickCity(rng: Rng): City {
  return rng.weighted(CITIES, CITIES.map((c) => c.weight));
}

export function cityByName(name: string): City {
  const city = CITIES.find((c) => c.name === name);
  if (!city) throw new Error(`Unknown demo city ${name}`);
  return city;
}

export interface Place {
  city: City;
  locality: Locality;
  latitude: number;
  longitude: number;
  accuracy: number;
  street: string | null;
  fullAddress: string;
}

const KM_PER_DEGREE_LAT = 111.32;

export function ordinal(n: number): string {
  const suffix = n % 100 >= 11 && n % 100 <= 13 ? 'th' : (['th', 'st', 'nd', 'rd'][n % 10] ?? 'th');
  return `${n}${suffix}`;
}

export function formatAddress(street: string | null, locality: Locality, city: City): string {
  return `${street ? `${street}, ` : ''}${locality.name}, ${city.name}, ${city.state} ${locality.pinCode}`;
}

/** A home within ~1.5 km of a locality centre, with a GPS-like accuracy of 5–40 m. */
export function placeIn(rng: Rng, city: City, locality: Locality = rng.pick(city.localities)): Place {
  const radiusKm = 1.5 * Math.sqrt(rng.next());
  const angle = rng.next() * 2 * Math.PI;
  const latitude = locality.lat + (radiusKm * Math.cos(angle)) / KM_PER_DEGREE_LAT;
  const longitude =
    locality.lng + (radiusKm * Math.sin(angle)) / (KM_PER_DEGREE_LAT * Math.cos((locality.lat * Math.PI) / 180));
  const street = rng.chance(0.55)
    ? rng
        .pick(city.streets)
        .replace(/\{nth\}/g, () => ordinal(rng.int(1, 12)))
        .replace(/\{n\}/g, () => String(rng.int(1, 12)))
        .replace(/\{L\}/g, () => rng.pick(['A', 'B', 'C', 'D', 'E', 'F', 'G', 'H', 'J', 'K']))
    : null;
  return {
    city,
    locality,
    latitude: Math.round(latitude * 1e6) / 1e6,
    longitude: Math.round(longitude * 1e6) / 1e6,
    accuracy: rng.int(5, 40),
    street,
    fullAddress: formatAddress(street, locality, city),
  };
}
