/** The coastlines' credit and licence, apart from the outline code: a card's sketch shows it without zod. */
export const OUTLINE_ATTRIBUTION = '© OpenStreetMap contributors';
export const OUTLINE_LICENCE = 'ODbL-1.0';
export const OUTLINE_LICENCE_URL = 'https://opendatacommons.org/licenses/odbl/1.0/';
