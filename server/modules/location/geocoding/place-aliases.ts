/**
 * Names people type for places that the data packages spell otherwise: old English names of cities (GeoNames keeps
 * some, names.ts modernises others) and the Devanagari names of the larger cities. Values are the names the
 * forward geocoder knows ('Bengaluru', 'Mumbai').
 */
export const OLD_CITY_NAMES: Readonly<Record<string, string>> = {
  Bombay: 'Mumbai',
  Madras: 'Chennai',
  Calcutta: 'Kolkata',
  Bangalore: 'Bengaluru',
  Banglore: 'Bengaluru',
  Bengaluru: 'Bengaluru',
  Poona: 'Pune',
  Baroda: 'Vadodara',
  Trivandrum: 'Thiruvananthapuram',
  Benares: 'Varanasi',
  Banaras: 'Varanasi',
  Cawnpore: 'Kanpur',
  Gurgaon: 'Gurugram',
  Mysore: 'Mysuru',
  Mangalore: 'Mangaluru',
  Cochin: 'Kochi',
  Pondicherry: 'Puducherry',
  Allahabad: 'Prayagraj',
  'New Delhi': 'Delhi',
  'Navi Mumbai': 'Navi Mumbai',
  Vizag: 'Visakhapatnam',
  Simla: 'Shimla',
  Ooty: 'Ooty',
};

/** Devanagari names of the larger cities (several common spellings each). */
export const DEVANAGARI_CITY_NAMES: Readonly<Record<string, string>> = {
  दिल्ली: 'Delhi',
  'नई दिल्ली': 'Delhi',
  मुंबई: 'Mumbai',
  मुम्बई: 'Mumbai',
  बेंगलुरु: 'Bengaluru',
  बेंगलूरु: 'Bengaluru',
  बंगलौर: 'Bengaluru',
  बैंगलोर: 'Bengaluru',
  कोलकाता: 'Kolkata',
  चेन्नई: 'Chennai',
  हैदराबाद: 'Hyderabad',
  पुणे: 'Pune',
  अहमदाबाद: 'Ahmedabad',
  जयपुर: 'Jaipur',
  लखनऊ: 'Lucknow',
  कानपुर: 'Kanpur',
  पटना: 'Patna',
  भोपाल: 'Bhopal',
  इंदौर: 'Indore',
  इन्दौर: 'Indore',
  नागपुर: 'Nagpur',
  चंडीगढ़: 'Chandigarh',
  चण्डीगढ़: 'Chandigarh',
  गुड़गांव: 'Gurugram',
  गुरुग्राम: 'Gurugram',
  नोएडा: 'Noida',
  गाज़ियाबाद: 'Ghaziabad',
  गाजियाबाद: 'Ghaziabad',
  वाराणसी: 'Varanasi',
  प्रयागराज: 'Prayagraj',
  आगरा: 'Agra',
  मेरठ: 'Meerut',
  देहरादून: 'Dehradun',
  रांची: 'Ranchi',
  रायपुर: 'Raipur',
  सूरत: 'Surat',
  वडोदरा: 'Vadodara',
  जोधपुर: 'Jodhpur',
  कोटा: 'Kota',
  ग्वालियर: 'Gwalior',
  जबलपुर: 'Jabalpur',
  नासिक: 'Nashik',
};

/**
 * Well-known localities whose name is no post office's in the PIN directory (one office per PIN is kept), with the
 * PIN that covers them.
 */
export const LOCALITY_PINS: Readonly<Record<string, string>> = {
  'Connaught Place': '110001',
  Saket: '110017',
  Dwarka: '110075',
  'Hauz Khas': '110016',
  Kothrud: '411038',
  Andheri: '400053',
  Powai: '400076',
  Vashi: '400703',
  'Salt Lake': '700064',
  Malleshwaram: '560003',
};
