/** `%`, `_` and `\` taken literally in a LIKE pattern (PostgreSQL's default escape character is `\`). */
export const escapeLike = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);

/** A LIKE pattern matching rows that contain `text` anywhere, wildcards in `text` taken literally. */
export const containsPattern = (text: string) => `%${escapeLike(text)}%`;
