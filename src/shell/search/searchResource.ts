/** The declaration the header search looks in (its slim entry carries its search fields' labels). */
export const SEARCH_RESOURCE = 'material';
