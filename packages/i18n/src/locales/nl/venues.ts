import type venues from '../en/venues.js';

const nlVenues: typeof venues = {};
export default nlVenues;
