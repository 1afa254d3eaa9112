export interface GeocodedAddress {
  pinCode: string | null;
  locality: string | null;
  city: string | null;
  district?: string | null;
  state: string | null;
  street?: string | null;
  fullAddress?: string | null;
}

export interface AddressParts {
  fullAddress: string | null;
  street: string | null;
  locality: string | null;
  city: string | null;
  state: string | null;
  pinCode: string | null;
}

/** What the client sent wins; the geocoders fill what is missing, in order; a full address is composed last. */
export function mergeAddress(client: Partial<Record<keyof AddressParts, string>>, ...sources: (GeocodedAddress | null | undefined)[]): AddressParts {
  const pick = <K extends keyof AddressParts>(key: K, clientValue: string | undefined) =>
    clientValue ?? sources.map((s) => (s ? (s as Partial<Record<K, string | null>>)[key] : null)).find((v) => v) ?? null;
  const parts = {
    street: pick('street', client.street),
    locality: pick('locality', client.locality),
    city: pick('city', client.city),
    state: pick('state', client.state),
    pinCode: pick('pinCode', client.pinCode),
  };
  const composed = [parts.street, parts.locality, parts.city, [parts.state, parts.pinCode].filter(Boolean).join(' ')]
    .filter((v, i, all) => v && all.indexOf(v) === i)
    .join(', ');
  return { ...parts, fullAddress: client.fullAddress ?? pick('fullAddress', undefined) ?? (composed || null) };
}
