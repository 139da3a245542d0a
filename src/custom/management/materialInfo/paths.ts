/** The spec's material information routes and the words' key. */
export const SEARCH_PATH = '/materialInfo';
export const INFO_PATH = '/materialInfo/info';
export const T = 'screens.material_info';
