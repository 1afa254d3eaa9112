/** Every families query starts with this key. */
export const FAMILIES_QUERY_KEY = ['families'] as const;
export const CHILDREN_QUERY_KEY = [...FAMILIES_QUERY_KEY, 'children'] as const;
export const childActivityKey = (childId: string) => [...FAMILIES_QUERY_KEY, 'activity', childId] as const;
export const childMessagesKey = (childId: string, userId: string) => [...FAMILIES_QUERY_KEY, 'messages', childId, userId] as const;
export const consentInviteKey = (token: string) => [...FAMILIES_QUERY_KEY, 'consent', token] as const;
