/**
 * `%term%` for `like … escape '\'`, with LIKE's own wildcards in the term taken literally, so
 * a search for "50%" or "a_b" finds those characters instead of matching anything.
 */
export const containing = (term: string) => `%${term.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
