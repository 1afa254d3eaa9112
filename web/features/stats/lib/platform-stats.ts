/** The platform's fixed figures (spec §1: "fixed stats of 95% match rate and 24h average response"). */
export const MATCH_RATE = 0.95;
export const AVERAGE_RESPONSE_HOURS = 24;
